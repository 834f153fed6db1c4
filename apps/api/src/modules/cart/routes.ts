import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { cartIdentity, rememberGuestCart } from './identity.ts';
import { cartService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as cartEndpoints from '@atelier/contract/cart/endpoints';

export const cartModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = cartService(db, clock);

  registerEndpoint(app, cartEndpoints.cart, async (req, reply) => {
    const { cart, row } = await service.get(await cartIdentity(req));
    rememberGuestCart(req, reply, row);
    return { cart };
  });

  registerEndpoint(app, cartEndpoints.addToCart, async (req, reply) => {
    const { cart, row } = await service.add(await cartIdentity(req), req.body);
    rememberGuestCart(req, reply, row);
    return { cart };
  });

  registerEndpoint(app, cartEndpoints.updateCartLine, async (req, reply) => {
    const { cart, row } = await service.update(await cartIdentity(req), req.params.slug, req.body);
    rememberGuestCart(req, reply, row);
    return { cart };
  });

  registerEndpoint(app, cartEndpoints.removeFromCart, async (req, reply) => {
    const { cart, row } = await service.remove(await cartIdentity(req), req.body);
    rememberGuestCart(req, reply, row);
    return { cart };
  });
};

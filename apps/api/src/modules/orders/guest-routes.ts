import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import { setSessionCookies, toUser } from '../../plumbing/session/session.ts';
import { mergeGuestCartOnSignIn } from '../cart/identity.ts';
import type { CartService } from '../cart/service.ts';
import type { GuestOrderService } from './guest-order-service.ts';
import { presentedLink } from './order-link.ts';

/** Finding a guest order again and claiming it with a password (R5.15, R5.17); both rate-limited (R8.4). */
export const guestOrderRoutes: FastifyPluginAsync<{ guestOrders: GuestOrderService; carts: CartService }> = async (
  fastify,
  { guestOrders, carts },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, ordersEndpoints.orderLookup, { preHandler: rateLimit({ name: 'order-lookup' }) }, async (req, reply) =>
    reply.status(202).send(await guestOrders.lookup(req.body)),
  );

  registerEndpoint(
    app,
    ordersEndpoints.claimGuestOrder,
    { preHandler: rateLimit({ name: 'order-claim', address: async (req) => (await presentedLink(req))?.email }) },
    async (req, reply) => {
      const user = await guestOrders.claim(await presentedLink(req), req.body.password);
      const runtime = fastify.auth;
      const { token, claims } = await runtime.tokens.issue(user.id, user.tokensValidAfter.getTime());
      setSessionCookies(reply, token, claims, runtime);
      await mergeGuestCartOnSignIn(req, reply, user.id, carts);
      return reply.status(201).send({ user: toUser(user), accessToken: token });
    },
  );
};

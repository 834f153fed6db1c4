import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AddToCartBody, CartResponse, CartSlugParams, RemoveFromCartBody, UpdateCartLineBody } from '@atelier/contract/cart';
import { ErrorBody } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { cartIdentity, rememberGuestCart } from './identity.ts';
import { cartService } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['cart'];
const identified = 'The cart of the signed-in user, or the guest cart named by x-cart-guid or the atelier_cart cookie.';

export const cartModule: FastifyPluginAsync<{ db: Db; clock: Clock }> = async (fastify, { db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = cartService(db, clock);

  app.get(
    '/cart',
    {
      schema: {
        tags,
        summary: 'The cart (reading never creates one: guid is null until the first line)',
        description: identified,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { cart, row } = await service.get(await cartIdentity(req));
      rememberGuestCart(req, reply, row);
      return { cart };
    },
  );

  app.post(
    '/cart',
    {
      schema: {
        tags,
        summary: 'Add a line (or add to it); the cart is created on first use',
        description: `${identified} unitPrice and totalPrice are accepted and ignored: prices come from the catalogue. Quantities are clamped to stock.`,
        body: AddToCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { cart, row } = await service.add(await cartIdentity(req), req.body);
      rememberGuestCart(req, reply, row);
      return { cart };
    },
  );

  app.put(
    '/cart/:slug',
    {
      schema: {
        tags,
        summary: "Set a line's quantity (clamped to stock)",
        description: identified,
        params: CartSlugParams,
        body: UpdateCartLineBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { cart, row } = await service.update(await cartIdentity(req), req.params.slug, req.body);
      rememberGuestCart(req, reply, row);
      return { cart };
    },
  );

  app.post(
    '/cart/remove',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        description: identified,
        body: RemoveFromCartBody,
        response: { 200: CartResponse, ...errors },
      },
    },
    async (req, reply) => {
      const { cart, row } = await service.remove(await cartIdentity(req), req.body);
      rememberGuestCart(req, reply, row);
      return { cart };
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import { cartIdentity, rememberGuestCart } from '../cart/identity.ts';
import type { CartService } from '../cart/service.ts';
import type { CheckoutReminders } from './checkout-reminders.ts';

/**
 * The two links of a checkout reminder (R24.5, R24.6). Neither needs a sign-in: the signed token
 * is the proof. Both are GETs, as a link in a mail is, and both may be opened again harmlessly.
 */
export const checkoutReminderRoutes: FastifyPluginAsync<{ reminders: CheckoutReminders; carts: CartService }> = async (
  fastify,
  { reminders, carts },
) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  registerEndpoint(app, ordersEndpoints.restoreBasket, async (req, reply) => {
    const { row, ...restored } = await reminders.restore(req.query.token, await cartIdentity(req), carts);
    rememberGuestCart(req, reply, row);
    return restored;
  });

  registerEndpoint(app, ordersEndpoints.unsubscribeReminders, async (req) => reminders.unsubscribe(req.query.token));
};

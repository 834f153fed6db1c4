import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, penceToPounds } from '@atelier/contract/shared';
import { ORDER_LINK_HEADER } from '@atelier/contract/orders';
import { getSession, requireAuth, requireSession } from '../../plumbing/session/session.ts';
import { rateLimit } from '../../plumbing/rate-limit/plugin.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { presentedLink } from '../orders/order-link.ts';
import { guestCartOf, guestCheckout } from './guest-checkout.ts';
import type { CheckoutService } from './service.ts';
import type { OrderService } from '../orders/service.ts';
import { SIGNATURE_HEADER } from '../payments/providers/signature.ts';
import type { webhookHandler } from '../orders/webhook.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';

const tags = ['payment'];

export const checkoutRoutes: FastifyPluginAsync<{
  checkout: CheckoutService;
  orders: OrderService;
  handleWebhook: ReturnType<typeof webhookHandler>;
  db: Db;
  clock: Clock;
}> = async (fastify, { checkout, orders, handleWebhook, db, clock }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Stock was taken, given back or sold: the answer waits until this instance has dropped the
  // cached catalogue answers that alters (R15.9), so the shopper's next page shows it.
  const settleCatalogue = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) await fastify.catalogueCache.settle();
  };

  // A guest's checkout is counted per client and per address (R5.18); a customer's is not limited.
  const guestLimit = rateLimit({ name: 'guest-checkout' });
  const limitGuests = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!(await getSession(req))) return guestLimit(req, reply);
  };

  registerEndpoint(app, checkoutEndpoints.createCheckoutSession, { preHandler: limitGuests, onSend: settleCatalogue }, async (req) => {
    const session = await getSession(req);
    if (!session) return guestCheckout({ db, clock, orderLinks: fastify.auth.orderLinks, checkout }, req, req.body);
    const { user } = session;
    return checkout.createSession({ id: user.id, email: user.email, cart: { userId: user.id } }, req.body);
  });

  // A guest's quote prices the guest cart, with the address typed so far for once-per-customer codes (R5.16).
  registerEndpoint(app, checkoutEndpoints.quote, async (req) => {
    const session = await getSession(req);
    if (session) return checkout.quote({ email: session.user.email, cart: { userId: session.user.id } }, req.query);
    const cart = (await guestCartOf(db, req)) ?? { guestCartId: 0 };
    return checkout.quote({ email: req.query.email ?? '', cart }, req.query);
  });

  registerEndpoint(app, checkoutEndpoints.checkoutDraft, { preHandler: requireAuth }, async (req) => ({
    draft: await checkout.draft((await requireSession(req)).user.id),
  }));

  // The guest who just paid reads the confirmation through the checkout's order link (R5.15).
  registerEndpoint(app, checkoutEndpoints.orderBySession, async (req) => {
    if (req.headers[ORDER_LINK_HEADER] !== undefined) return orders.guestBySession(await presentedLink(req), req.params.session_id);
    return { order: await orders.bySession((await requireSession(req)).user.id, req.params.session_id) };
  });

  registerEndpoint(app, checkoutEndpoints.shipping, async () => {
    const s = await checkout.shipping();
    return { freeShippingThreshold: penceToPounds(s.freeThresholdPence), shippingFee: penceToPounds(s.feePence) };
  });

  registerEndpoint(app, checkoutEndpoints.nextDay, () => checkout.nextDay());

  // The webhook needs the body exactly as signed, so this scope reads every body as a string.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 1_048_576 }, (_req, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payment/webhook',
      {
        onSend: settleCatalogue,
        schema: {
          tags,
          summary: "Payment provider events (Stripe's, or the test provider's), signed with Stripe's scheme",
          description:
            'Handles checkout.session.completed, async_payment_succeeded, async_payment_failed and expired. A redelivered event is a 200 no-op; a bad signature is 400.',
          headers: z.object({ [SIGNATURE_HEADER]: z.string().max(2048).optional() }).loose(),
          response: { 200: z.object({ received: z.literal(true), outcome: z.enum(['applied', 'duplicate', 'ignored']) }), 400: ErrorBody },
        },
      },
      async (req) => {
        const raw = typeof req.body === 'string' ? req.body : '';
        const outcome = await handleWebhook(raw, req.headers[SIGNATURE_HEADER] as string | undefined);
        return { received: true as const, outcome };
      },
    );
  });
};

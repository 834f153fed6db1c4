import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutDraftResponse, CheckoutSessionBody, CheckoutSessionResponse, ShippingSettingsResponse } from '@atelier/contract/checkout';
import { QuoteBody, QuoteResponse } from '@atelier/contract/discounts';
import { ErrorBody, penceToPounds } from '@atelier/contract/shared';
import { OrderSuccessResponse, SessionIdParams } from '@atelier/contract/orders';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
import type { CheckoutService } from './service.ts';
import type { OrderService } from '../orders/service.ts';
import { SIGNATURE_HEADER } from '../payments/providers/signature.ts';
import type { webhookHandler } from '../orders/webhook.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };
const tags = ['payment'];

export const checkoutRoutes: FastifyPluginAsync<{
  checkout: CheckoutService;
  orders: OrderService;
  handleWebhook: ReturnType<typeof webhookHandler>;
}> = async (fastify, { checkout, orders, handleWebhook }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Stock was taken, given back or sold: the answer waits until this instance has dropped the
  // cached catalogue answers that alters (R15.9), so the shopper's next page shows it.
  const settleCatalogue = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) await fastify.catalogueCache.settle();
  };

  app.post(
    '/payment/create-checkout-session',
    {
      preHandler: requireAuth,
      onSend: settleCatalogue,
      schema: {
        tags,
        summary: "Reserve the stock of the signed-in user's cart as a PendingPayment order and open the provider's hosted payment page",
        description:
          "The order is made from the user's server cart at catalogue prices, with the delivery chosen and the discount code if any (409 DISCOUNT_<reason> when it does not apply). A posted cart is optional: its variants and quantities must match what would be ordered (409 CART_CHANGED otherwise) and its prices are ignored. Empty cart 400; sold out 409 naming the product and size. Send the browser to url.",
        body: CheckoutSessionBody,
        response: { 200: CheckoutSessionResponse, ...errors },
      },
    },
    async (req) => {
      const { user } = await requireSession(req);
      return checkout.createSession(user, req.body);
    },
  );

  app.get(
    '/payment/quote',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The signed-in user's cart priced with a discount code and a delivery choice, before paying",
        description:
          'A code that does not apply is not an error: discountError says why (unknown, expired, not started, minimum spend, already used, limit reached, nothing eligible) and the totals are without it.',
        querystring: QuoteBody,
        response: { 200: QuoteResponse, ...errors },
      },
    },
    async (req) => checkout.quote((await requireSession(req)).user, req.query),
  );

  app.get(
    '/payment/checkout-draft',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'What the user typed in their last checkout that did not end in payment (within a day), to fill the form again',
        response: { 200: CheckoutDraftResponse, ...errors },
      },
    },
    async (req) => ({ draft: await checkout.draft((await requireSession(req)).user.id) }),
  );

  app.get(
    '/payment/order/by-session/:session_id',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The success page's order; confirms a pending payment with the provider first",
        description:
          'paymentStatus is pending until the payment is confirmed, then paid (or failed). Another user, or an unknown session, answers 404.',
        params: SessionIdParams,
        response: { 200: OrderSuccessResponse, ...errors },
      },
    },
    async (req) => ({ order: await orders.bySession((await requireSession(req)).user.id, req.params.session_id) }),
  );

  app.get(
    '/payment/shipping',
    {
      schema: {
        tags,
        summary: 'Free-shipping threshold and standard fee (shop rules R2.2), in pounds',
        response: { 200: ShippingSettingsResponse },
      },
    },
    async () => {
      const s = await checkout.shipping();
      return { freeShippingThreshold: penceToPounds(s.freeThresholdPence), shippingFee: penceToPounds(s.feePence) };
    },
  );

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

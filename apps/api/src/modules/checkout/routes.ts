import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody, penceToPounds } from '@atelier/contract/shared';
import { requireAuth, requireSession } from '../../plumbing/session/session.ts';
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
}> = async (fastify, { checkout, orders, handleWebhook }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Stock was taken, given back or sold: the answer waits until this instance has dropped the
  // cached catalogue answers that alters (R15.9), so the shopper's next page shows it.
  const settleCatalogue = async (_req: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) await fastify.catalogueCache.settle();
  };

  registerEndpoint(app, checkoutEndpoints.createCheckoutSession, { preHandler: requireAuth, onSend: settleCatalogue }, async (req) => {
    const { user } = await requireSession(req);
    return checkout.createSession(user, req.body);
  });

  registerEndpoint(app, checkoutEndpoints.quote, { preHandler: requireAuth }, async (req) =>
    checkout.quote((await requireSession(req)).user, req.query),
  );

  registerEndpoint(app, checkoutEndpoints.checkoutDraft, { preHandler: requireAuth }, async (req) => ({
    draft: await checkout.draft((await requireSession(req)).user.id),
  }));

  registerEndpoint(app, checkoutEndpoints.orderBySession, { preHandler: requireAuth }, async (req) => ({
    order: await orders.bySession((await requireSession(req)).user.id, req.params.session_id),
  }));

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

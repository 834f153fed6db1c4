import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BUSINESS } from '@atelier/contract/shared';
import { DELIVERY_LABELS } from '@atelier/contract/checkout';
import { testCardOutcome } from '@atelier/contract/payments';
import { variantPhrase } from '@atelier/contract/catalogue';
import type { CommerceDeps } from '../orders/deps.ts';
import { orderRepository } from '../orders/repository.ts';
import { SIGNATURE_HEADER } from '../payments/providers/signature.ts';
import { TEST_PAGE_PATH } from '../payments/providers/test-provider.ts';
import type { PaymentSessionRow } from '../payments/repository.ts';
import { renderMissingPage, renderPaymentPage, type PageModel } from './test-page.ts';
import { salePageFields } from './gift-card-sales.ts';

const MERCHANT = BUSINESS.brand;
const Params = z.object({ sessionId: z.string().max(255) });
const CardForm = z.object({
  cardNumber: z.string().max(64).default(''),
  expiry: z.string().max(16).default(''),
  cvc: z.string().max(8).default(''),
  cardName: z.string().max(200).default(''),
});

/**
 * The test provider's hosted page (R5.7) at /pay/test/:sessionId. Paying, a declined card
 * and cancelling each end the session at the provider and then report it through a signed webhook
 * to POST /api/payment/webhook, delivered in-process, exactly as Stripe would over HTTP.
 */
export const testPaymentPages: FastifyPluginAsync<{ deps: CommerceDeps }> = async (fastify, { deps }) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const test = deps.providers.test;
  const { publicUrl } = deps.config;
  // Cancelling goes back to the checkout form, filled as it was (R5.13); a gift card sale's to its page (R23.11).
  const shopUrl = (s: PaymentSessionRow) => `${publicUrl}${s.giftCardSaleId ? '/gift-cards' : '/checkout'}`;
  const successUrl = (s: PaymentSessionRow) =>
    `${publicUrl}${s.giftCardSaleId ? '/gift-cards/thank-you' : '/checkout/success'}?session_id=${encodeURIComponent(s.id)}`;

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  function html(reply: FastifyReply, status: number, body: string) {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'no-referrer')
      .header(
        'content-security-policy',
        `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
      )
      .send(body);
  }

  async function model(session: PaymentSessionRow, extra: Partial<PageModel> = {}): Promise<PageModel | undefined> {
    const state = session.status === 'complete' ? 'paid' : session.status;
    const urls = { shopUrl: shopUrl(session), successUrl: successUrl(session) };
    if (session.giftCardSaleId) {
      const sale = await salePageFields(deps.db, session.giftCardSaleId);
      return sale && { merchant: MERCHANT, sessionId: session.id, orderNumber: '', ...sale, state, ...urls, ...extra };
    }
    const repo = orderRepository(deps.db);
    const order = session.orderId === null ? undefined : await repo.byId(session.orderId);
    if (!order) return undefined;
    const [lines, customer] = await Promise.all([repo.lines(order.id), repo.customer(order.userId)]);
    return {
      merchant: MERCHANT,
      sessionId: session.id,
      orderNumber: order.orderNumber,
      email: customer?.email ?? '',
      lines: lines.map((l) => ({
        name: l.productName,
        detail: variantPhrase(l),
        quantity: l.quantity,
        lineTotalPence: l.lineTotalPence,
      })),
      shippingPence: order.shippingPence,
      shippingLabel: DELIVERY_LABELS[order.deliveryMethod],
      discount: order.discountCode ? { code: order.discountCode, pence: order.discountPence } : undefined,
      vatPence: order.vatPence,
      totalPence: order.totalPence,
      state,
      ...urls,
      ...extra,
    };
  }

  async function show(reply: FastifyReply, session: PaymentSessionRow | undefined, status: number, extra: Partial<PageModel> = {}) {
    const m = session && (await model(session, extra));
    return m ? html(reply, status, renderPaymentPage(m)) : html(reply, 404, renderMissingPage());
  }

  /** The provider tells the store, through the same signed webhook Stripe would send. */
  async function notifyStore(type: string, session: PaymentSessionRow): Promise<void> {
    const guid = session.giftCardSaleId
      ? (await salePageFields(deps.db, session.giftCardSaleId))?.orderGuid
      : session.orderId !== null
        ? (await orderRepository(deps.db).byId(session.orderId))?.guid
        : undefined;
    const { payload, signature } = test.signedEvent(type, session, guid ?? '');
    const res = await fastify.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
      payload,
    });
    // Not fatal: the success page and the sweeper ask the provider themselves.
    if (res.statusCode !== 200)
      deps.log.error({ type, session: session.id, status: res.statusCode, body: res.body }, 'test provider webhook was not accepted');
  }

  const tags = ['payment'];
  const hide = { hide: true };

  app.get(`${TEST_PAGE_PATH}/:sessionId`, { schema: { ...hide, tags, params: Params } }, async (req, reply) => {
    return show(reply, await test.session(req.params.sessionId), 200);
  });

  app.post(`${TEST_PAGE_PATH}/:sessionId`, { schema: { ...hide, tags, params: Params } }, async (req, reply) => {
    const session = await test.session(req.params.sessionId);
    if (!session) return html(reply, 404, renderMissingPage());
    if (session.status !== 'open') return show(reply, session, 409);

    const card = CardForm.safeParse(req.body ?? {});
    const form = card.success ? card.data : { cardNumber: '', expiry: '', cvc: '', cardName: '' };
    const outcome = testCardOutcome({ number: form.cardNumber, expiry: form.expiry, cvc: form.cvc, name: form.cardName }, deps.clock.now());
    if (outcome.kind === 'invalid') {
      return show(reply, session, 422, {
        error: { message: outcome.message, field: outcome.field },
        values: { number: form.cardNumber, expiry: form.expiry, name: form.cardName },
      });
    }
    // A refused card leaves the session open, as Stripe's page does: the shopper tries another
    // card on the same page while the reservation holds (R5.7).
    // The refusal is said on the card number, which takes the focus, and the fields stay as typed
    // (but the CVC) so another card is one field away (R12.14).
    if (outcome.kind === 'declined') {
      return show(reply, session, 402, {
        error: { message: `${outcome.message} Please try another card.`, field: 'number' },
        values: { number: form.cardNumber, expiry: form.expiry, name: form.cardName },
      });
    }
    const paid = await test.complete(session.id);
    // Expired or cancelled between showing the form and paying: nothing was taken.
    if (!paid) return show(reply, await test.session(session.id), 409);
    await notifyStore('checkout.session.completed', paid);
    return reply.redirect(successUrl(paid), 303);
  });

  app.get(`${TEST_PAGE_PATH}/:sessionId/cancel`, { schema: { ...hide, tags, params: Params } }, async (req, reply) => {
    const closed = await test.close(req.params.sessionId, 'expired');
    if (closed) await notifyStore('checkout.session.expired', closed);
    const session = closed ?? (await test.session(req.params.sessionId));
    return reply.redirect(session ? shopUrl(session) : `${publicUrl}/checkout`, 303);
  });
};

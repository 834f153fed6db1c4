import Stripe from 'stripe';
import { STRIPE_CHECKOUT_METHOD_TYPES } from '@atelier/contract/payments';
import type { Clock } from '../../../lib/clock.ts';
import {
  eventFromJson,
  ProviderError,
  sessionFromStripeObject,
  type CreatedSession,
  type CreateSessionInput,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderSession,
} from './provider.ts';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (stripe-mock, or a test server standing in for Stripe); Stripe's own by default. */
  apiUrl?: string;
  clock: Clock;
  timeoutMs?: number;
  maxNetworkRetries?: number;
}

/** Stripe accepts an expiry between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_SECONDS = 31 * 60;
const MAX_EXPIRY_SECONDS = 23 * 3600 + 59 * 60;

function endpoint(apiUrl: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}

function wrap(action: string, err: unknown): ProviderError {
  const detail = err instanceof Error ? err.message : String(err);
  return new ProviderError(`Stripe could not ${action}: ${detail}`, err);
}

/** Stripe Checkout (R5.6): hosted page, GBP, line items in pence, card payments. */
export function stripeProvider(opts: StripeOptions): PaymentProvider {
  const stripe = new Stripe(opts.secretKey, {
    ...endpoint(opts.apiUrl),
    timeout: opts.timeoutMs ?? 20_000,
    maxNetworkRetries: opts.maxNetworkRetries ?? 2,
    telemetry: false,
    appInfo: { name: 'Atelier' },
  });
  const nowSeconds = () => Math.floor(opts.clock.now().getTime() / 1000);

  function toSession(s: Stripe.Checkout.Session): ProviderSession {
    return sessionFromStripeObject(s as unknown as Parameters<typeof sessionFromStripeObject>[0]);
  }

  return {
    name: 'stripe',

    async createSession(input: CreateSessionInput): Promise<CreatedSession> {
      const now = nowSeconds();
      const wanted = Math.floor(input.expiresAt.getTime() / 1000);
      const expiresAt = Math.min(Math.max(wanted, now + MIN_EXPIRY_SECONDS), now + MAX_EXPIRY_SECONDS);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: 'payment',
        currency: 'gbp',
        // Cards only: no delayed payment methods, so a session is paid or not by the time it ends.
        allowed_payment_method_types: [...STRIPE_CHECKOUT_METHOD_TYPES],
        line_items: input.lines.map((l) => ({
          quantity: l.quantity,
          price_data: { currency: 'gbp', unit_amount: l.unitAmountPence, product_data: { name: l.name } },
        })),
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: expiresAt,
        client_reference_id: input.orderGuid,
        customer_email: input.customerEmail,
        metadata: { order_guid: input.orderGuid, order_number: input.orderNumber },
        payment_intent_data: { metadata: { order_guid: input.orderGuid, order_number: input.orderNumber } },
      };
      if (input.shippingPence > 0) {
        params.shipping_options = [
          {
            shipping_rate_data: {
              type: 'fixed_amount',
              display_name: input.shippingLabel,
              fixed_amount: { amount: input.shippingPence, currency: 'gbp' },
            },
          },
        ];
      }
      let session: Stripe.Checkout.Session;
      try {
        // One order, one session, even if this call is retried.
        session = await stripe.checkout.sessions.create(params, { idempotencyKey: `checkout-${input.orderGuid}` });
      } catch (err) {
        throw wrap('create the checkout session', err);
      }
      if (!session.url) throw new ProviderError('Stripe answered a checkout session without a url');
      if (session.amount_total !== null && session.amount_total !== input.totalPence) {
        throw new ProviderError(`Stripe totalled the session at ${session.amount_total} pence, not ${input.totalPence}`);
      }
      return { id: session.id, url: session.url, expiresAt: new Date((session.expires_at ?? expiresAt) * 1000) };
    },

    async retrieveSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        throw wrap('read the checkout session', err);
      }
    },

    async expireSession(id) {
      try {
        return toSession(await stripe.checkout.sessions.expire(id));
      } catch (err) {
        // Only an open session can be expired: a paid or already expired one says so on retrieval.
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveSession(id);
        throw wrap('expire the checkout session', err);
      }
    },

    async refund({ paymentRef, amountPence, idempotencyKey }) {
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentRef, amount: amountPence }, { idempotencyKey });
        return { id: refund.id };
      } catch (err) {
        throw wrap('refund the payment', err);
      }
    },

    verifyWebhook(rawBody, signatureHeader): PaymentEvent | null {
      if (!signatureHeader) return null;
      try {
        // The injected clock decides what "recent" means, so tests can sign at their own time.
        stripe.webhooks.constructEvent(rawBody, signatureHeader, opts.webhookSecret, undefined, undefined, opts.clock.now().getTime());
      } catch (err) {
        if (err instanceof Stripe.errors.StripeSignatureVerificationError) return null;
        throw err;
      }
      return eventFromJson(rawBody);
    },
  };
}

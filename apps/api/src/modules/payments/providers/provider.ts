/** What the store needs from a card payment provider: Stripe Checkout, or the built-in test provider. */
import type { PaymentProviderName } from '@atelier/contract/payments';
import type { Db } from '../../../db/client.ts';
import { hasNul, nulRefused } from '../../../lib/nul.ts';

export type ProviderName = PaymentProviderName;

export interface SessionLine {
  /** Product name with size and colour, as the provider's page lists it. */
  name: string;
  unitAmountPence: number;
  quantity: number;
}

export interface CreateSessionInput {
  orderGuid: string;
  orderNumber: string;
  customerEmail: string;
  lines: SessionLine[];
  shippingPence: number;
  /** What the shipping line is called: the delivery choice (R20.10). */
  shippingLabel: string;
  totalPence: number;
  /** With the literal {CHECKOUT_SESSION_ID}, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
}

export interface CreatedSession {
  id: string;
  /** The hosted payment page. */
  url: string;
  /** When the provider ends the session (Stripe needs at least 30 minutes). */
  expiresAt: Date;
}

/** 'failed' is the test provider's: a declined card ends its session. Stripe sessions stay open. */
export type SessionState = 'open' | 'complete' | 'expired' | 'failed';

export interface ProviderSession {
  id: string;
  status: SessionState;
  /** Money has been taken. */
  paid: boolean;
  /** The payment to refund (a PaymentIntent id). */
  paymentRef: string | null;
  orderGuid: string | null;
  amountTotalPence: number | null;
}

/** A verified webhook event; session is set for checkout.session.* events. */
export interface PaymentEvent {
  id: string;
  type: string;
  session: ProviderSession | null;
}

export interface RefundInput {
  paymentRef: string;
  amountPence: number;
  /** The same key makes a retried refund the same refund. */
  idempotencyKey: string;
}

/**
 * The optional `db` is the transaction the caller holds: a provider that keeps its sessions in the
 * store's database (the test provider) must use it, because PGlite has one connection and a query
 * on another handle would wait for that transaction forever. Stripe ignores it.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  createSession(input: CreateSessionInput): Promise<CreatedSession>;
  retrieveSession(id: string, db?: Db): Promise<ProviderSession>;
  /** Ends an open session so it can no longer be paid; answers the session as it now is (it may have been paid). */
  expireSession(id: string, db?: Db): Promise<ProviderSession>;
  refund(input: RefundInput, db?: Db): Promise<{ id: string }>;
  /**
   * The event, when the body is signed with this provider's webhook secret; null when it is not
   * (another provider's, or forged). Throws only for a signed body that is not an event.
   */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined): PaymentEvent | null;
}

/** A provider call that failed (network, or an answer we cannot use): the caller answers 502. */
export class ProviderError extends Error {
  constructor(
    message: string,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

type StripeLikeSession = {
  id?: unknown;
  status?: unknown;
  payment_status?: unknown;
  payment_intent?: unknown;
  client_reference_id?: unknown;
  metadata?: Record<string, unknown> | null;
  amount_total?: unknown;
};

/** A Checkout Session object (Stripe's JSON shape, which the test provider also speaks). */
export function sessionFromStripeObject(o: StripeLikeSession, failed = false): ProviderSession {
  const status: SessionState = failed ? 'failed' : o.status === 'complete' ? 'complete' : o.status === 'expired' ? 'expired' : 'open';
  const intent = o.payment_intent;
  const paymentRef =
    typeof intent === 'string'
      ? intent
      : intent && typeof intent === 'object' && 'id' in intent
        ? String((intent as { id: unknown }).id)
        : null;
  const guid = o.metadata?.order_guid ?? o.client_reference_id;
  return {
    id: String(o.id ?? ''),
    status,
    paid: o.payment_status === 'paid' || o.payment_status === 'no_payment_required',
    paymentRef,
    orderGuid: typeof guid === 'string' ? guid : null,
    amountTotalPence: typeof o.amount_total === 'number' ? o.amount_total : null,
  };
}

/** Reads an event body already verified; checkout.session.* events carry the session. */
export function eventFromJson(raw: string): PaymentEvent {
  let body: { id?: unknown; type?: unknown; data?: { object?: StripeLikeSession & { object?: unknown } } };
  try {
    body = JSON.parse(raw);
  } catch {
    throw new ProviderError('webhook body is not JSON');
  }
  // The signature covers the escaped text; the parsed event holds the real NUL PostgreSQL refuses.
  if (hasNul(body)) throw nulRefused();
  if (typeof body?.id !== 'string' || typeof body.type !== 'string') throw new ProviderError('webhook body is not an event');
  const object = body.data?.object;
  const session =
    body.type.startsWith('checkout.session.') && object && object.object === 'checkout.session' ? sessionFromStripeObject(object) : null;
  return { id: body.id, type: body.type, session };
}

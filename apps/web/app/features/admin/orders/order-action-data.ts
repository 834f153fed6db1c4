import type { RefundQuote } from '@atelier/contract/orders';

// What the order page's form posts answer. Its own file, so the page and its parts (the owner's
// moves, the returns panel) and their server actions share it without importing one another.

/** What the owner is asked to confirm before a cancellation or refund is made (R22.17, R22.18). */
export type OwnerConfirm =
  | { kind: 'cancel'; reason: string }
  | { kind: 'refund'; reason: string; restock: boolean; quote: RefundQuote }
  | { kind: 'goodwill'; reason: string; amountPence: number };

/** The owner's cancellation and refund fields. */
export type OwnerField = 'cancelReason' | 'refundReason' | 'refundItems' | 'goodwillAmount' | 'goodwillReason';

/**
 * A move refused until the person enters their password or a code again (R13.13): the fields they
 * posted, to post again once the step-up is accepted, so nothing typed is lost; and why the last
 * try at the step-up failed.
 */
/** How the step-up form carries the move's fields: `retry:reason`, `retry:amount`. */
export const RETRY_PREFIX = 'retry:';

export interface StepUpRetry {
  fields: Array<[string, string]>;
  error?: string;
}

/** What an action on the order page answers: its result line, and what the owner must confirm or fix. */
export interface OrderActionData {
  ok: boolean;
  message: string;
  /** A cancellation or refund for the owner to confirm; nothing has changed yet (R22.17, R22.18). */
  confirm?: OwnerConfirm;
  /** Messages beside the owner's cancellation and refund fields, and what was typed there. */
  errors?: Partial<Record<OwnerField, string>>;
  values?: Record<string, string>;
  /** The move needs a step-up first: the page asks for it in place, then posts the move again. */
  stepUp?: StepUpRetry;
  /** A note was saved: the note form empties (R22.25). */
  noted?: boolean;
}

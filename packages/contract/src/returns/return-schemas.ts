import { z } from 'zod';
import { RefundTo } from '../balances/balance-schemas.ts';
import { Guid, RowId } from '../shared/edge.ts';
import { ReturnExchange } from './exchanges.ts';
import { RECORDED_RETURN_REASONS, RETURN_REASONS, RETURN_STATUSES } from './returns.ts';

/**
 * The refund the person was shown and confirmed (R22.19), on every path that sends money back: a
 * refund that would now be another amount is refused (409) and nothing changes.
 */
export const ConfirmedPence = z.number('Confirm the amount to refund.').int().min(0).max(100_000_000);

/** POST /api/order/{id}/returns: the units of each line the customer sends back, and why (R21.1). */
export const ReturnRequestInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        lineId: z.number().int().positive(),
        quantity: z.number().int().min(1, 'Choose at least one unit.').max(99),
        reason: z.enum(RETURN_REASONS, 'Choose a reason from the list.'),
        comment: z.string().trim().max(500, 'The comment must be at most 500 characters.').default(''),
        /** Another size or colour of the same style instead of a refund (R21.20): one of the line's exchange options. */
        exchangeFor: Guid.optional(),
      }),
    )
    .min(1, 'Choose at least one item to return.')
    .max(50),
  /** The customer's choice for the refund (R23.16): a guest's order cannot take store credit (409). */
  refundTo: RefundTo.default('card'),
});
export type ReturnRequestInput = z.infer<typeof ReturnRequestInput>;

/** POST /api/order/refund-request/{id}: where the whole order's refund should go (R23.16); a guest's order cannot take store credit (409). */
export const RefundRequestInput = z.strictObject({ refundTo: RefundTo.default('card') });

/** One item return as the customer and the owner see it; amounts in pounds. */
export const OrderReturn = z
  .object({
    id: z.number().int(),
    lineId: z.number().int(),
    name: z.string(),
    size: z.string(),
    colour: z.string(),
    quantity: z.number().int(),
    reason: z.enum(RECORDED_RETURN_REASONS),
    reasonLabel: z.string(),
    comment: z.string(),
    status: z.enum(RETURN_STATUSES),
    /** The owner's words to the customer on approval or rejection. */
    ownerNote: z.string(),
    /** Refunded for these units once approved; null before. */
    refund: z.number().nullable(),
    /** Whether the units went back into stock (approved returns only). */
    restocked: z.boolean().nullable(),
    requestedAt: z.string(),
    decidedAt: z.string().nullable(),
    /** The replacement asked for instead of a refund (R21.20); null for a refund. */
    exchange: ReturnExchange.nullable(),
    /** Where the customer asked the refund to go; once approved, where it went (R23.16). */
    refundTo: RefundTo,
  })
  .meta({ id: 'OrderReturn' });
export type OrderReturn = z.infer<typeof OrderReturn>;

/** POST /api/admin/orders/{guid}/returns/{id}/approve. */
export const ReturnApproveBody = z.strictObject({
  restock: z.boolean(),
  /** The refund shown for this return and confirmed; another amount now is refused (409, R22.19). */
  expectedPence: ConfirmedPence,
  note: z.string().trim().max(1000, 'The note must be at most 1000 characters.').default(''),
  /** Where the refund goes; left out, where the customer asked (R23.16). */
  refundTo: RefundTo.optional(),
});
/** POST /api/admin/orders/{guid}/returns/{id}/reject: the note tells the customer why. */
export const ReturnRejectBody = z.strictObject({
  note: z.string().trim().min(1, 'Tell the customer why the return is rejected.').max(1000, 'The note must be at most 1000 characters.'),
});
export const ReturnParams = z.object({ guid: Guid, id: RowId });

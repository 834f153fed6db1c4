import { z } from 'zod';
import { Guid, Instant } from '../shared/edge.ts';
import { BALANCE_ENTRY_KINDS, BALANCE_KINDS, GIFT_CARD_LIMITS, isGiftCode, normaliseGiftCode, REFUND_DESTINATIONS } from './balances.ts';

/** Wire shapes of gift cards and store credit (R23): admin in pence, shopper in pounds (R1.3). */

/** Where a refund is sent (R23.16): the customer's choice on a return, the owner's on every refund step. */
export const RefundTo = z.enum(REFUND_DESTINATIONS, 'Choose where the refund goes.');

/** A gift card code as typed; anything that cannot be one is refused at the edge (R23.2). */
export const GiftCodeText = z
  .string()
  .max(40)
  .transform(normaliseGiftCode)
  .refine(isGiftCode, 'A gift card code is 16 letters and digits, such as ABCD-EFGH-JKMN-PQRS.');

const Amount = z
  .number()
  .int()
  .min(GIFT_CARD_LIMITS.minPence, `A gift card is at least £${GIFT_CARD_LIMITS.minPence / 100}.`)
  .max(GIFT_CARD_LIMITS.maxPence, `A gift card is at most £${GIFT_CARD_LIMITS.maxPence / 100}.`);

/** POST /api/gift-cards/balance: a shopper's balance check (R23.10). */
export const GiftCardBalanceBody = z.strictObject({ code: GiftCodeText });
export const GiftCardBalance = z
  .object({
    last4: z.string(),
    /** Pounds that can be spent now. */
    balance: z.number(),
    state: z.enum(['active', 'expired', 'void']),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'GiftCardBalance' });
export type GiftCardBalance = z.infer<typeof GiftCardBalance>;

export const BalanceEntry = z.object({
  kind: z.enum(BALANCE_ENTRY_KINDS),
  label: z.string(),
  amountPence: z.number().int(),
  balanceAfterPence: z.number().int(),
  orderNumber: z.string().nullable(),
  /** The order's guid, so My Account's history links to it in My Orders (R23.19). */
  orderGuid: z.string().nullable(),
  note: z.string(),
  at: z.string(),
});
export type BalanceEntry = z.infer<typeof BalanceEntry>;

/** GET /api/account/store-credit: the signed-in customer's store credit and its history (R23.9). */
export const StoreCreditView = z.object({ balancePence: z.number().int(), entries: z.array(BalanceEntry) }).meta({ id: 'StoreCreditView' });
export type StoreCreditView = z.infer<typeof StoreCreditView>;

export const AdminBalanceAccount = z
  .object({
    guid: z.string(),
    kind: z.enum(BALANCE_KINDS),
    /** A gift card the owner issued, or one a shopper bought (R23.15); null for store credit. */
    source: z.enum(['issued', 'sold']).nullable(),
    /** The code's last four characters: the code itself is shown once, at issue (R23.2). */
    last4: z.string().nullable(),
    customerEmail: z.string().nullable(),
    recipientName: z.string(),
    recipientEmail: z.string(),
    balancePence: z.number().int(),
    issuedPence: z.number().int(),
    state: z.enum(['active', 'expired', 'void']),
    expiresAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminBalanceAccount' });
export type AdminBalanceAccount = z.infer<typeof AdminBalanceAccount>;

export const AdminBalanceList = z
  .object({
    accounts: z.array(AdminBalanceAccount),
    /** Balances outstanding: what the shop owes in goods, holds of unpaid checkouts included (R23.7). */
    liabilityPence: z.number().int(),
  })
  .meta({ id: 'AdminBalanceList' });

export const AdminBalanceDetail = AdminBalanceAccount.extend({
  message: z.string(),
  entries: z.array(BalanceEntry.extend({ actor: z.string() })),
}).meta({ id: 'AdminBalanceDetail' });
export type AdminBalanceDetail = z.infer<typeof AdminBalanceDetail>;

export const AdminBalanceParams = z.object({ guid: Guid });

const Name = z.string().trim().max(80);
const Message = z.string().trim().max(300);

/** POST /api/admin/gift-cards: the owner issues a card; the recipient is mailed the code (R23.7). */
export const AdminIssueGiftCard = z.strictObject({
  amountPence: Amount,
  recipientName: Name.min(1, 'Please give the name of whoever receives the card.'),
  recipientEmail: z.email('Please enter a valid email address.').max(254),
  message: Message.default(''),
});
export type AdminIssueGiftCard = z.output<typeof AdminIssueGiftCard>;

/** The card and, this once, its code. */
export const AdminIssuedGiftCard = z.object({ account: AdminBalanceDetail, code: z.string() }).meta({ id: 'AdminIssuedGiftCard' });

export const AdminTopUp = z.strictObject({ amountPence: Amount, note: Message.default('') });
export const AdminExtend = z.strictObject({ expiresAt: Instant });
export const AdminVoid = z.strictObject({ note: Message.default('') });
/** Send a card's code again, to the address on the card or a corrected one (R23.21). */
export const AdminResendGiftCard = z.strictObject({ recipientEmail: AdminIssueGiftCard.shape.recipientEmail });

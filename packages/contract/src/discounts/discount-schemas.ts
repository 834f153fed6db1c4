import { z } from 'zod';
import { DELIVERY_METHODS } from '../checkout/delivery.ts';
import { POSTCODE_REGIONS } from '../checkout/uk-postcode.ts';
import { Guid, Instant } from '../shared/edge.ts';
import { DISCOUNT_CODE_PATTERN, DISCOUNT_KINDS, normaliseCode } from './discount.ts';

/** Wire shapes of discount codes (admin, pence) and of the checkout quote (shopper, pounds, R1.3). */

export const DiscountCodeText = z
  .string()
  .max(40)
  .transform(normaliseCode)
  .refine((c) => DISCOUNT_CODE_PATTERN.test(c), 'A code is 3-32 letters, digits, dashes or underscores.');

const instant = Instant.nullable().default(null);

/** POST /api/admin/discounts and PUT /api/admin/discounts/{guid} (R20.1). */
export const AdminDiscountInput = z
  .strictObject({
    code: DiscountCodeText,
    kind: z.enum(DISCOUNT_KINDS),
    /** Percent (1-100), pence off (at least 1), or 0 for free delivery. */
    value: z.number().int().min(0).max(10_000_000),
    minSpendPence: z.number().int().min(0).max(10_000_000).default(0),
    startsAt: instant,
    endsAt: instant,
    usageLimit: z.number().int().min(1).max(10_000_000).nullable().default(null),
    oncePerCustomer: z.boolean().default(false),
    excludeSaleItems: z.boolean().default(false),
    excludeFinalSale: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percent' && (d.value < 1 || d.value > 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is between 1 and 100.' });
    if (d.kind === 'fixed' && d.value < 1)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'The amount off must be at least 1p.' });
    if (d.kind === 'free_shipping' && d.value !== 0)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A free-delivery code has no amount: send 0.' });
    if (d.startsAt && d.endsAt && Date.parse(d.endsAt) <= Date.parse(d.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start.' });
  })
  .meta({ id: 'AdminDiscountBody' });
export type AdminDiscountInput = z.output<typeof AdminDiscountInput>;

export const AdminDiscount = z
  .object({
    guid: z.string(),
    code: z.string(),
    kind: z.enum(DISCOUNT_KINDS),
    value: z.number().int(),
    minSpendPence: z.number().int(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    usageLimit: z.number().int().nullable(),
    oncePerCustomer: z.boolean(),
    excludeSaleItems: z.boolean(),
    excludeFinalSale: z.boolean(),
    active: z.boolean(),
    /** Paid orders that used it. */
    used: z.number().int(),
    /** Unpaid checkouts holding a use. */
    held: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminDiscount' });
export type AdminDiscount = z.infer<typeof AdminDiscount>;

export const AdminDiscountList = z.object({ discounts: z.array(AdminDiscount) }).meta({ id: 'AdminDiscountList' });
export const AdminDiscountParams = z.object({ guid: Guid });

/** GET /api/payment/quote's query: a code and a delivery choice (a querystring is never a shared component). */
export const QuoteBody = z.object({
  discountCode: z.string().trim().max(40).optional(),
  /** A gift card code and the customer's store credit (R23.4): what they would pay of the total. */
  giftCardCode: z.string().trim().max(40).optional(),
  /** 'true' to spend the signed-in customer's store credit (a query value). */
  useStoreCredit: z.stringbool().optional(),
  /** A guest's e-mail address, so a once-per-customer code is checked against it (R5.16); ignored with a session. */
  email: z.string().trim().toLowerCase().max(254).optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).default('standard'),
  /** Where the parcel goes, when typed: its region's surcharge is priced in (R20.22); anything not a postcode is the mainland. */
  postcode: z.string().trim().max(12).optional(),
});
export type QuoteInput = z.input<typeof QuoteBody>;

const Window = z.object({ from: z.string(), to: z.string() });

export const DeliveryOptionView = z.object({
  method: z.enum(DELIVERY_METHODS),
  label: z.string(),
  price: z.number(),
  /** UK days 'YYYY-MM-DD'. */
  estimate: Window,
  estimateText: z.string(),
});
export type DeliveryOptionView = z.infer<typeof DeliveryOptionView>;

export const QuoteResponse = z
  .object({
    totalItemPrice: z.number(),
    discount: z.object({ code: z.string(), kind: z.enum(DISCOUNT_KINDS), amount: z.number(), freeShipping: z.boolean() }).nullable(),
    /** Why the code typed does not apply (R20.3-R20.6); the totals are then without it. */
    discountError: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** Each cart line's total, VAT included, in pounds: the web works out the totals of another delivery choice from them by the one VAT rule. */
    linePrices: z.array(z.number()),
    subtotalExVat: z.number(),
    /** The one VAT figure (shared/vat.ts): the discounted items' and the chosen delivery's. */
    totalTax: z.number(),
    totalShippingCost: z.number(),
    shippingExVat: z.number(),
    totalPrice: z.number(),
    delivery: DeliveryOptionView,
    deliveryOptions: z.array(DeliveryOptionView),
    /** The postcode's region (R20.22): its surcharge (pounds, in every parcel option's price) and whether it is delivered. */
    region: z.object({ region: z.enum(POSTCODE_REGIONS), label: z.string(), surcharge: z.number(), delivered: z.boolean() }),
    /**
     * How the total would be paid (R23.4, R23.5): the gift card typed (its last four characters and
     * what it pays) or why it cannot pay, the customer's store credit (what they have, what it
     * pays; null for a guest or none), and what is left for the card. Pounds.
     */
    payment: z.object({
      giftCard: z.object({ last4: z.string(), applied: z.number() }).nullable(),
      giftCardError: z.object({ code: z.string(), message: z.string() }).nullable(),
      storeCredit: z.object({ available: z.number(), applied: z.number() }).nullable(),
      byCard: z.number(),
    }),
  })
  .meta({ id: 'QuoteResponse' });
export type QuoteResponse = z.infer<typeof QuoteResponse>;

import { z } from 'zod';
import { ORDER_STATUSES } from './order-status.ts';

const Split = z.object({ grossPence: z.number().int(), vatPence: z.number().int(), netPence: z.number().int() });

/** GET /api/order/{id}/receipt: a paid order's VAT receipt, amounts in pence (R21.17-R21.19). */
export const VatReceipt = z
  .object({
    seller: z.object({
      name: z.string(),
      legalName: z.string(),
      companyNumber: z.string(),
      addressLines: z.array(z.string()),
      vatNumber: z.string(),
    }),
    orderGuid: z.string(),
    orderNumber: z.string(),
    /** ISO instants: when it was placed and paid (the tax point). */
    orderDate: z.string(),
    paidAt: z.string().nullable(),
    status: z.enum(ORDER_STATUSES),
    statusLabel: z.string(),
    customer: z.object({ name: z.string(), addressLines: z.array(z.string()) }),
    vatRatePercent: z.number().int(),
    lines: z.array(
      Split.extend({ name: z.string(), size: z.string(), colour: z.string(), quantity: z.number().int(), unitNetPence: z.number().int() }),
    ),
    discount: Split,
    /** A replacement order of an exchange (R21.25): the order it replaces, whose returned units paid for it as its exchange credit (the discount line). */
    exchangeFor: z.string().nullable(),
    delivery: Split,
    totals: Split,
    /** How the total was paid (R23.5): gift cards and store credit are a means of payment, not a discount, so the VAT above is the goods' (0048). */
    payments: z.object({ byBalancePence: z.number().int(), byCardPence: z.number().int() }),
    credit: Split.extend({
      issuedAt: z.string(),
      items: z.array(
        z.object({ name: z.string(), size: z.string(), quantity: z.number().int(), refundPence: z.number().int().nullable() }),
      ),
      /** Credited besides the items named (a goodwill refund, the rest of a whole-order refund after returns), so the note adds up to what it credits. */
      otherPence: z.number().int(),
      /** Of the amount credited, what went to the customer's store credit rather than back to the card (R23.18). */
      toStoreCreditPence: z.number().int(),
    }).nullable(),
  })
  .meta({ id: 'VatReceipt' });
export type VatReceipt = z.infer<typeof VatReceipt>;

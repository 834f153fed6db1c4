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
    delivery: Split,
    totals: Split,
    credit: Split.extend({
      issuedAt: z.string(),
      items: z.array(
        z.object({ name: z.string(), size: z.string(), quantity: z.number().int(), refundPence: z.number().int().nullable() }),
      ),
    }).nullable(),
  })
  .meta({ id: 'VatReceipt' });
export type VatReceipt = z.infer<typeof VatReceipt>;

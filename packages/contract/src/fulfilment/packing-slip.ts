import { z } from 'zod';
import { DELIVERY_METHODS } from '../checkout/delivery.ts';
import { EffectiveSettings } from '../settings/settings.ts';

/** What the packer needs on paper (R22.4): the lines by SKU, the address, the order number. */
export const PackingSlip = z
  .object({
    orderGuid: z.string(),
    orderNumber: z.string(),
    placedAt: z.string(),
    statusLabel: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
    /** How it leaves: the method and its promised day in words; a Click & collect order stays at the studio (issue 33). */
    delivery: z.object({ method: z.enum(DELIVERY_METHODS), label: z.string(), promise: z.string() }),
    /** For Click & collect, who collects it (no address lines). */
    deliverTo: z.object({ fullName: z.string(), lines: z.array(z.string()), phoneNumber: z.string(), note: z.string() }),
    orderNote: z.string(),
    lines: z.array(
      z.object({
        /** Null when the size was deleted since; the packer goes by name, colour and size. */
        sku: z.string().nullable(),
        name: z.string(),
        colour: z.string(),
        size: z.string(),
        quantity: z.number().int(),
        isFinalSale: z.boolean(),
      }),
    ),
    units: z.number().int(),
    shop: EffectiveSettings.shape.shop,
  })
  .meta({ id: 'AdminPackingSlip' });
export type PackingSlip = z.infer<typeof PackingSlip>;

/** Internal notes on an order (R22.5): for the shop's people only, never shown to the customer. */
export const OrderNoteBody = z.strictObject({
  body: z.string().trim().min(1, 'Write the note first.').max(2000, 'A note can be at most 2000 characters.'),
});
export const OrderNotes = z
  .object({ notes: z.array(z.object({ id: z.number().int(), body: z.string(), at: z.string(), author: z.string().nullable() })) })
  .meta({ id: 'AdminOrderNotes' });
export type OrderNotes = z.infer<typeof OrderNotes>;

/** The orders CSV (R22.3): one line per order line, amounts in pounds. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'placed_at',
  'paid_at',
  'status',
  'customer_name',
  'customer_email',
  'sku',
  'product',
  'colour',
  'size',
  'quantity',
  'unit_price',
  'line_total',
  'order_items_total',
  // Without it the items, shipping and total of a discounted order would not add up.
  'order_discount',
  'order_shipping',
  'order_vat',
  'order_total',
  // Refunded so far by any path: the total less it is what the dashboard's revenue counts (R22.2).
  'order_refunded',
  'delivery_city',
  'delivery_postcode',
  'delivery_method',
  /** The promised day (next-day), the first day it can be collected, or the window's first and last days. */
  'delivery_date',
  /** The carrier and its tracking number once shipped, as the shipped mail gives them. */
  'carrier',
  'tracking_number',
] as const;

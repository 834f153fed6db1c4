import { z } from 'zod';
import { EffectiveSettings } from './settings.ts';

/** What the packer needs on paper (R22.4): the lines by SKU, the address, the order number. */
export const PackingSlip = z
  .object({
    orderGuid: z.string(),
    orderNumber: z.string(),
    placedAt: z.string(),
    statusLabel: z.string(),
    customer: z.object({ name: z.string(), email: z.string() }),
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

import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { checkoutRepository } from './repository.ts';

export interface ShippingSettings {
  freeThresholdPence: number;
  feePence: number;
}

/** store_settings 'shipping' = { freeThresholdPence?, feePence? } (integer pence), as an admin saves it. */
export const ShippingSettingValue = z.object({
  freeThresholdPence: z.number().int().min(0).optional(),
  feePence: z.number().int().min(0).optional(),
});

/** R2.2: the stored setting wins over SHIPPING_FREE_THRESHOLD_PENCE and SHIPPING_FEE_PENCE. */
export async function shippingSettings(db: Db, config: Config): Promise<ShippingSettings> {
  const stored = ShippingSettingValue.safeParse(await checkoutRepository(db).shippingSetting());
  if (!stored.success) return config.shipping;
  return {
    freeThresholdPence: stored.data.freeThresholdPence ?? config.shipping.freeThresholdPence,
    feePence: stored.data.feePence ?? config.shipping.feePence,
  };
}

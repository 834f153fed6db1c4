import { z } from 'zod';
import type { DeliverySettings } from '@atelier/contract/delivery';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { checkoutRepository, DELIVERY_SETTING_KEY, SHIPPING_SETTING_KEY } from './repository.ts';

export interface ShippingSettings {
  freeThresholdPence: number;
  feePence: number;
}

/** store_settings 'shipping' = { freeThresholdPence?, feePence? } (integer pence), as an admin saves it. */
export const ShippingSettingValue = z.object({
  freeThresholdPence: z.number().int().min(0).optional(),
  feePence: z.number().int().min(0).optional(),
});

/** store_settings 'delivery' = { nextDayFeePence?, nextDayCutoff? "HH:MM" UK time }, as the admin settings page saves it. */
export const DeliverySettingValue = z.object({
  nextDayFeePence: z.number().int().min(0).optional(),
  nextDayCutoff: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
    .optional(),
});

/** R2.2: the stored setting wins over SHIPPING_FREE_THRESHOLD_PENCE and SHIPPING_FEE_PENCE. */
export async function shippingSettings(db: Db, config: Config): Promise<ShippingSettings> {
  const stored = ShippingSettingValue.safeParse(await checkoutRepository(db).setting(SHIPPING_SETTING_KEY));
  if (!stored.success) return config.shipping;
  return {
    freeThresholdPence: stored.data.freeThresholdPence ?? config.shipping.freeThresholdPence,
    feePence: stored.data.feePence ?? config.shipping.feePence,
  };
}

/** R20.11: the stored 'delivery' setting wins over NEXT_DAY_FEE_PENCE and NEXT_DAY_CUTOFF. */
export async function deliverySettings(db: Db, config: Config): Promise<DeliverySettings> {
  const [shipping, raw] = await Promise.all([shippingSettings(db, config), checkoutRepository(db).setting(DELIVERY_SETTING_KEY)]);
  const stored = DeliverySettingValue.safeParse(raw);
  const d = stored.success ? stored.data : {};
  return {
    ...shipping,
    nextDayFeePence: d.nextDayFeePence ?? config.delivery.nextDayFeePence,
    nextDayCutoff: d.nextDayCutoff ?? config.delivery.nextDayCutoff,
    collectReadyWorkingDays: config.delivery.collectReadyWorkingDays,
  };
}

import type { DeliverySettings } from '@atelier/contract/checkout';
import type { CommerceDeps } from '../orders/deps.ts';

export interface ShippingSettings {
  freeThresholdPence: number;
  feePence: number;
}

/** R2.2: the owner's 'shipping' setting wins over SHIPPING_FREE_THRESHOLD_PENCE and SHIPPING_FEE_PENCE (R22.20). */
export async function shippingSettings(deps: Pick<CommerceDeps, 'settings'>): Promise<ShippingSettings> {
  return (await deps.settings.current()).shipping;
}

/** R20.11: the owner's 'delivery' setting wins over NEXT_DAY_FEE_PENCE and NEXT_DAY_CUTOFF. */
export async function deliverySettings(deps: Pick<CommerceDeps, 'settings' | 'config'>): Promise<DeliverySettings> {
  const { shipping, delivery } = await deps.settings.current();
  return { ...shipping, ...delivery, collectReadyWorkingDays: deps.config.delivery.collectReadyWorkingDays };
}

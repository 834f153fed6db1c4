import { z } from 'zod';
import { PaymentBadge } from '../payments/payment-methods.ts';
import { EffectiveSettings } from './settings.ts';

// The shape of the shop's terms apart from the sentences made from them (promises.ts): the browser
// draws those sentences on every page, and this file's schemas would bring zod with them.

/** GET /api/shop-terms: the settings a customer may read: the settings in force minus stock and the reminder delay, one shape. */
export const ShopTerms = EffectiveSettings.omit({ inventory: true, reminders: true })
  .extend({ delivery: EffectiveSettings.shape.delivery.omit({ collectReminderDays: true }) })
  .meta({ id: 'ShopTerms' });
export type ShopTerms = z.infer<typeof ShopTerms>;

/** What GET /api/shop-terms answers: the terms, and the payment badges the provider in use offers (R12.10). */
export const ShopTermsAnswer = ShopTerms.extend({ paymentMethods: z.array(PaymentBadge) }).meta({ id: 'ShopTermsAnswer' });
export type ShopTermsAnswer = z.infer<typeof ShopTermsAnswer>;

/** The customer-facing part of the settings in force; a collection point left unset is the shop itself. */
export function shopTermsOf(s: EffectiveSettings): ShopTerms {
  const collectionAddressLines = s.delivery.collectionAddressLines.length ? s.delivery.collectionAddressLines : s.shop.addressLines;
  return {
    shop: { ...s.shop },
    shipping: { ...s.shipping },
    delivery: { ...s.delivery, collectionAddressLines },
    returns: { ...s.returns },
  };
}

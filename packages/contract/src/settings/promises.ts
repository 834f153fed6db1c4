import { formatPence } from '../shared/money.ts';
import type { ShopTerms } from './shop-terms.ts';
import { DELIVERY_WINDOW_TEXT, DISPATCH_WINDOW_TEXT } from '../orders/delivery-windows.ts';
import { DELIVERY_REGIONS, REGION_LABELS } from '../checkout/uk-postcode.ts';

/**
 * What the shop promises its customers, made from the settings in force and nothing else: every
 * page, mail and receipt that states a fee, a threshold, a window or the seller's details says it
 * through these functions (R22.21), so a changed setting changes every sentence at once.
 */

/** £100 rather than £100.00; pence only when there are some (£4.50). */
export function promiseAmount(pence: number): string {
  return pence % 100 === 0 ? formatPence(pence).replace(/\.00$/, '') : formatPence(pence);
}

/** "28 days" (or "1 day"). */
export function returnWindowText(t: Pick<ShopTerms, 'returns'>): string {
  const n = t.returns.returnWindowDays;
  return `${n} ${n === 1 ? 'day' : 'days'}`;
}

/** Whether standard delivery costs nothing whatever the order. */
export function deliveryAlwaysFree(t: Pick<ShopTerms, 'shipping'>): boolean {
  return t.shipping.freeThresholdPence === 0 || t.shipping.feePence === 0;
}

/** "Free UK delivery on orders of £100 or more, £4.50 below that." (R2.2: the threshold itself ships free.) */
export function deliveryPromise(t: Pick<ShopTerms, 'shipping'>): string {
  if (deliveryAlwaysFree(t)) return 'Free UK delivery on every order.';
  return `Free UK delivery on orders of ${promiseAmount(t.shipping.freeThresholdPence)} or more, ${promiseAmount(t.shipping.feePence)} below that.`;
}

/** "Dispatched within 1-3 business days and delivered 3-5 business days after dispatch." (R2.4) */
export function standardDeliveryTimes(): string {
  return `Dispatched within ${DISPATCH_WINDOW_TEXT} and delivered ${DELIVERY_WINDOW_TEXT} after dispatch.`;
}

/**
 * Where the shop delivers, as the owner set the regions (R20.22): "We deliver to any address in the
 * United Kingdom, BFPO included. Delivery to Northern Ireland costs £5 more. We do not deliver to Channel Islands."
 */
export function regionsPromise(t: Pick<ShopTerms, 'delivery'>): string {
  const rules = t.delivery.regions;
  const refused = DELIVERY_REGIONS.filter((r) => !rules[r].delivered);
  const extra = DELIVERY_REGIONS.filter((r) => rules[r].delivered && rules[r].surchargePence > 0);
  return [
    refused.length
      ? 'We deliver to addresses in the United Kingdom.'
      : 'We deliver to any address in the United Kingdom, the Highlands and islands, Northern Ireland, the Isle of Man, the Channel Islands, the Isles of Scilly and BFPO included.',
    ...extra.map((r) => `Delivery to ${REGION_LABELS[r]} costs ${promiseAmount(rules[r].surchargePence)} more.`),
    refused.length ? `We do not deliver to ${refused.map((r) => REGION_LABELS[r]).join(', ')}; Click & collect is open to everyone.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** "Next-day delivery £6.95 when you order by 14:00 (UK time) on a working day." */
export function nextDayPromise(t: Pick<ShopTerms, 'delivery'>): string {
  return `Next-day delivery ${promiseAmount(t.delivery.nextDayFeePence)} when you order by ${t.delivery.nextDayCutoff} (UK time) on a working day.`;
}

/** "Free Click & collect from 12 Marylebone Lane, London W1U 2NE, Monday to Friday, 9am-5pm." */
export function collectionPromise(t: Pick<ShopTerms, 'delivery'>): string {
  const where = t.delivery.collectionAddressLines.join(', ');
  return `Free Click & collect from ${where}${t.delivery.collectionHours ? `, ${t.delivery.collectionHours}` : ''}.`;
}

/** "Free returns within 28 days of receipt." */
export function returnsPromise(t: Pick<ShopTerms, 'returns'>): string {
  return `Free returns within ${returnWindowText(t)} of receipt.`;
}

/** The seller's address on one line: "12 Marylebone Lane, London W1U 2NE, United Kingdom". */
export function sellerAddress(t: Pick<ShopTerms, 'shop'>): string {
  return t.shop.addressLines.join(', ');
}

/** "Registered in England and Wales, company no. 14829307. VAT no. GB123456789." (each part only when set). */
export function companyRegistration(t: Pick<ShopTerms, 'shop'>): string {
  const { companyNumber, vatNumber } = t.shop;
  return [companyNumber ? `Registered in ${REGISTERED_IN}, company no. ${companyNumber}.` : '', vatNumber ? `VAT no. ${vatNumber}.` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * What UK law asks every business mail and page to carry: "Atelier London Ltd, 12 Marylebone Lane,
 * London W1U 2NE. Registered in England and Wales, company no. 14829307. VAT no. GB123456789."
 */
export function sellerIdentity(t: Pick<ShopTerms, 'shop'>): string {
  const address = sellerAddress(t);
  return [`${t.shop.legalName}${address ? `, ${address}` : ''}.`, companyRegistration(t)].filter(Boolean).join(' ');
}

/** Where the company is registered: a fact of its incorporation, not a setting. */
export const REGISTERED_IN = 'England and Wales';

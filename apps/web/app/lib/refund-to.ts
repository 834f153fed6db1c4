import type { RefundDestination } from '@atelier/contract/balances';

/** A form's refund choice (R23.16) as the API takes it: anything but store credit is the card. */
export function refundToOf(form: FormData): RefundDestination {
  return form.get('refundTo') === 'store_credit' ? 'store_credit' : 'card';
}

import { expect, type APIRequestContext } from '@playwright/test';

// Orders made through the API (cart, checkout session, the test provider's card form), for tests
// about what happens to an order afterwards.

export const SHIPPING_ADDRESS = {
  fullName: 'Ada Lovelace',
  phoneNumber: '07700 900123',
  country: 'United Kingdom',
  city: 'London',
  postcode: 'SW1A 1AA',
  addressLine1: '12 Analytical Row',
};

export interface PaidOrder {
  id: string;
  orderGuid: string;
  orderNumber: string;
}

/**
 * One unit of a size, paid with 4242 by the signed-in customer of `request` (its calls come from
 * `origin`); delivered to SHIPPING_ADDRESS, or with `deliveryMethod: 'collect'` collected by its name.
 */
export async function paidOrder(
  request: APIRequestContext,
  origin: string,
  line: { itemSlug: string; variantGuid: string },
  deliveryMethod: 'standard' | 'next_day' | 'collect' = 'standard',
): Promise<PaidOrder> {
  const headers = { origin };
  expect((await request.post('/api/cart', { headers, data: { ...line, itemCount: 1 } })).ok()).toBe(true);
  const where =
    deliveryMethod === 'collect'
      ? { collector: { fullName: SHIPPING_ADDRESS.fullName, phoneNumber: SHIPPING_ADDRESS.phoneNumber } }
      : { shippingAddress: SHIPPING_ADDRESS };
  const checkout = await request.post('/api/payment/create-checkout-session', {
    headers,
    data: { ...where, deliveryMethod, orderNote: '' },
  });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const session = (await checkout.json()) as PaidOrder;
  const paid = await request.post(`/pay/test/${session.id}`, {
    form: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123', cardName: 'Ada Lovelace' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  return session;
}

import { describe, expect, it } from 'vitest';
import { CheckoutSessionBody } from './checkout.ts';
import {
  checkoutFormValues,
  checkoutSessionPayload,
  decodeSeenCart,
  encodeSeenCart,
  PostedCheckoutForm,
  type CheckoutFormValues,
} from './checkout-form.ts';
import { TERMS_MESSAGE } from './terms.ts';

/** The form as the browser posts it: text as typed, a ticked box as 'on', an unticked one absent. */
const posted = ({ terms, ...text }: CheckoutFormValues) => (terms ? { ...text, terms: 'on' } : text);

/** The first message of each bad field, as the page shows them. */
function messages(form: CheckoutFormValues): Record<string, string> {
  const r = PostedCheckoutForm.safeParse(posted(form));
  const out: Record<string, string> = {};
  for (const issue of r.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const good: CheckoutFormValues = {
  firstName: ' Ada ',
  lastName: 'Lovelace',
  addressLine1: '12 Analytical Row',
  addressLine2: 'Flat 3',
  city: 'London',
  postcode: 'sw1a1aa',
  phoneNumber: '07700 900123',
  orderNote: 'Leave with the concierge',
  terms: true,
};

describe('checkout form', () => {
  it('reads a posted form, an unticked box as false', () => {
    const fd = new FormData();
    fd.set('firstName', 'Ada');
    fd.set('city', 'Leeds');
    const v = checkoutFormValues((n) => fd.get(n));
    expect(v).toMatchObject({ firstName: 'Ada', lastName: '', city: 'Leeds', terms: false });
    fd.set('terms', 'on');
    expect(checkoutFormValues((n) => fd.get(n)).terms).toBe(true);
  });

  it("gives one message per bad field, from the API's rules, and the terms message", () => {
    const r = messages({
      ...good,
      firstName: '',
      addressLine1: ' ',
      city: '  ',
      postcode: '12345',
      phoneNumber: '123',
      terms: false,
    });
    expect(r).toEqual({
      firstName: 'Please enter your first name.',
      addressLine1: 'Please enter your address.',
      city: 'Please enter your town or city.',
      postcode: 'Please enter a valid UK postcode, for example SW1A 1AA.',
      phoneNumber: 'Please enter a UK phone number, for example 07700 900123.',
      terms: TERMS_MESSAGE,
    });
  });

  it('makes the payload of R5.4 that the API accepts', () => {
    const payload = checkoutSessionPayload(PostedCheckoutForm.parse(posted(good)), [
      { variantGuid: '0b0b0b0b-0000-4000-8000-000000000001', quantity: 2 },
    ]);
    expect(payload).toEqual({
      cart: [{ variantGuid: '0b0b0b0b-0000-4000-8000-000000000001', quantity: 2 }],
      shippingAddress: {
        fullName: 'Ada Lovelace',
        phoneNumber: '07700 900123',
        addressLabel: 'Shipping Address',
        country: 'United Kingdom',
        city: 'London',
        postcode: 'SW1A 1AA',
        addressLine1: '12 Analytical Row',
        addressLine2: 'Flat 3',
        addressNote: '',
      },
      orderNote: 'Leave with the concierge',
    });
    expect(CheckoutSessionBody.safeParse(payload).success).toBe(true);
  });

  it('refuses a name longer than the address allows', () => {
    expect(messages({ ...good, firstName: 'A'.repeat(50), lastName: 'B'.repeat(50) }).lastName).toMatch(/at most 100/);
  });

  it('carries the seen cart in one hidden field and ignores anything malformed', () => {
    const lines = [
      { variantGuid: '0b0b0b0b-0000-4000-8000-000000000001', quantity: 2 },
      { variantGuid: '0b0b0b0b-0000-4000-8000-000000000002', quantity: 1 },
    ];
    expect(decodeSeenCart(encodeSeenCart(lines))).toEqual(lines);
    expect(decodeSeenCart('nonsense,<script>:1,0b0b0b0b-0000-4000-8000-000000000001:-1')).toEqual([]);
  });
});

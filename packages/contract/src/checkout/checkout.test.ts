import { describe, expect, it } from 'vitest';
import { CheckoutSessionBody, isUkPhoneNumber, postedCartItems, ShippingAddress } from './checkout.ts';
import { formatUkPostcode } from './uk-postcode.ts';

const address = {
  fullName: 'Ada Lovelace',
  phoneNumber: '07700 900123',
  addressLabel: 'Shipping Address',
  country: 'United Kingdom',
  city: 'London',
  postcode: 'sw1a1aa',
  addressLine1: '10 Downing Street',
  addressLine2: '',
  addressNote: '',
};

describe('UK postcodes', () => {
  it.each([
    ['SW1A 1AA', 'SW1A 1AA'],
    ['sw1a1aa', 'SW1A 1AA'],
    [' m1 1ae ', 'M1 1AE'],
    ['B33 8TH', 'B33 8TH'],
    ['CR2 6XH', 'CR2 6XH'],
    ['DN55 1PT', 'DN55 1PT'],
    ['W1A 0AX', 'W1A 0AX'],
    ['GIR 0AA', 'GIR 0AA'],
  ])('accepts %s as %s', (input, output) => {
    expect(formatUkPostcode(input)).toBe(output);
  });

  it.each(['', '12345', 'SW1A', 'SW1A 1A', 'Q1 1AA1', '1AA 1AA', 'SW1A-1AA'])('rejects %j', (input) => {
    expect(formatUkPostcode(input)).toBeUndefined();
  });
});

describe('UK phone numbers', () => {
  it.each(['07700 900123', '+44 7700 900123', '020 7946 0018', '(0161) 496 0000', '0044 7700-900-123'])('accepts %s', (n) => {
    expect(isUkPhoneNumber(n)).toBe(true);
  });
  it.each(['', '12345', '+1 212 555 0100', 'call me', '07700 900123 ext 4'])('rejects %j', (n) => {
    expect(isUkPhoneNumber(n)).toBe(false);
  });
});

describe('ShippingAddress', () => {
  it('trims, normalises the postcode and fills the optional fields', () => {
    const parsed = ShippingAddress.parse({
      ...address,
      fullName: '  Ada Lovelace ',
      addressLine2: undefined,
      addressNote: undefined,
      addressLabel: undefined,
    });
    expect(parsed).toEqual({ ...address, postcode: 'SW1A 1AA' });
  });

  it('takes any UK town typed, and asks for one when it is blank (R20.21)', () => {
    expect(ShippingAddress.parse({ ...address, city: ' Cardiff ' }).city).toBe('Cardiff');
    expect(ShippingAddress.parse({ ...address, city: 'Kirkwall' }).city).toBe('Kirkwall');
    const res = ShippingAddress.safeParse({ ...address, city: ' ' });
    expect(res.error?.issues[0]?.message).toBe('Please enter your town or city.');
  });

  it('accepts the United Kingdom only', () => {
    const res = ShippingAddress.safeParse({ ...address, country: 'France' });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe('We deliver to the United Kingdom only.');
  });

  it('requires name, first address line, phone and a valid postcode, each with its own message', () => {
    const res = ShippingAddress.safeParse({ ...address, fullName: ' ', addressLine1: '', phoneNumber: 'x', postcode: 'nope' });
    expect(res.success).toBe(false);
    const messages = Object.fromEntries(res.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      fullName: 'Please enter your first and last name.',
      addressLine1: 'Please enter your address.',
      phoneNumber: 'Please enter a UK phone number, for example 07700 900123.',
      postcode: 'Please enter a valid UK postcode, for example SW1A 1AA.',
    });
  });

  it('rejects unknown fields', () => {
    expect(ShippingAddress.safeParse({ ...address, county: 'Kent' }).success).toBe(false);
  });
});

describe('CheckoutSessionBody', () => {
  it('takes the cart as a list or as an object with items, keeping unknown line fields', () => {
    const asList = CheckoutSessionBody.parse({ cart: [{ variantGuid: 'v', quantity: 2, price: 0.01 }], shippingAddress: address });
    const asObject = CheckoutSessionBody.parse({
      cart: { guid: 'g', items: [{ variantGuid: 'v', itemCount: 2 }] },
      shippingAddress: address,
      orderNote: ' ring twice ',
    });
    expect(postedCartItems(asList.cart)).toEqual([{ variantGuid: 'v', quantity: 2, price: 0.01 }]);
    expect(postedCartItems(asObject.cart)).toEqual([{ variantGuid: 'v', itemCount: 2 }]);
    expect(asObject.orderNote).toBe('ring twice');
    expect(postedCartItems(CheckoutSessionBody.parse({ shippingAddress: address }).cart)).toEqual([]);
  });
});

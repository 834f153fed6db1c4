import { z } from 'zod';
import { CHECKOUT_LIMITS, SHIPPING_ADDRESS_LABEL, SHIPPING_COUNTRY, ShippingAddress, type CheckoutSessionInput } from './checkout.ts';
import type { DeliveryMethod } from './delivery.ts';
import { TERMS_MESSAGE } from './terms.ts';

/**
 * The checkout page's shipping form (R5.2, R9.7) and how it becomes the payload of
 * POST /api/payment/create-checkout-session (R5.4). Its field rules are the API's own
 * (ShippingAddress), so the page and the API never disagree on what is valid.
 */

const fields = ShippingAddress.shape;
const name = (required: string) => z.string().trim().min(1, required).max(50, 'must be at most 50 characters');

export const CheckoutForm = z
  .object({
    firstName: name('Please enter your first name.'),
    lastName: name('Please enter your last name.'),
    addressLine1: fields.addressLine1,
    /** Apartment, suite, floor: optional. */
    addressLine2: fields.addressLine2,
    city: fields.city,
    postcode: fields.postcode,
    phoneNumber: fields.phoneNumber,
    /** Special instructions for the order: optional. */
    orderNote: z.string().trim().max(CHECKOUT_LIMITS.orderNote, `must be at most ${CHECKOUT_LIMITS.orderNote} characters`).default(''),
    terms: z.literal(true, { message: TERMS_MESSAGE }),
  })
  .refine((f) => `${f.firstName} ${f.lastName}`.length <= CHECKOUT_LIMITS.fullName, {
    path: ['lastName'],
    message: `First and last name together must be at most ${CHECKOUT_LIMITS.fullName} characters.`,
  });
export type CheckoutForm = z.output<typeof CheckoutForm>;

/**
 * The form for Click & collect (R20.18): who collects it, a phone number, a note; no home address.
 * The address fields may be posted (typed before the choice changed) and are then ignored.
 */
export const CollectCheckoutForm = z
  .object({
    firstName: name('Please enter your first name.'),
    lastName: name('Please enter your last name.'),
    phoneNumber: fields.phoneNumber,
    orderNote: z.string().trim().max(CHECKOUT_LIMITS.orderNote, `must be at most ${CHECKOUT_LIMITS.orderNote} characters`).default(''),
    terms: z.literal(true, { message: TERMS_MESSAGE }),
  })
  .refine((f) => `${f.firstName} ${f.lastName}`.length <= CHECKOUT_LIMITS.fullName, {
    path: ['lastName'],
    message: `First and last name together must be at most ${CHECKOUT_LIMITS.fullName} characters.`,
  });
export type CollectCheckoutForm = z.output<typeof CollectCheckoutForm>;

export const CHECKOUT_FORM_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'phoneNumber',
  'orderNote',
  'terms',
] as const;
export type CheckoutFormField = (typeof CHECKOUT_FORM_FIELDS)[number];
export type CheckoutFormValues = Record<Exclude<CheckoutFormField, 'terms'>, string> & { terms: boolean };

/** Reads the form as posted (FormData or the browser's form), with an unticked box as false. */
export function checkoutFormValues(get: (name: string) => unknown): CheckoutFormValues {
  const text = (n: string) => {
    const v = get(n);
    return typeof v === 'string' ? v : '';
  };
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    postcode: text('postcode'),
    phoneNumber: text('phoneNumber'),
    orderNote: text('orderNote'),
    terms: get('terms') !== null && get('terms') !== undefined,
  };
}

/**
 * The form as the browser posts it (text, a ticked box as 'on', an unticked one absent), checked by
 * CheckoutForm: what the page's form library validates in the browser and the action on the server.
 */
export const PostedCheckoutForm = z.preprocess(
  (raw) => checkoutFormValues((n) => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[n] : undefined)),
  CheckoutForm,
);

export const PostedCollectCheckoutForm = z.preprocess(
  (raw) => checkoutFormValues((n) => (typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>)[n] : undefined)),
  CollectCheckoutForm,
);

/** The form's schema for a delivery method: no address for Click & collect. */
export function checkoutFormFor(method: DeliveryMethod) {
  return method === 'collect'
    ? { schema: CollectCheckoutForm, posted: PostedCollectCheckoutForm }
    : { schema: CheckoutForm, posted: PostedCheckoutForm };
}

/** A cart line as the shopper saw it, so the API can refuse a cart that changed meanwhile. */
export interface SeenCartLine {
  variantGuid: string;
  quantity: number;
}

/** The payload of R5.4: full name joined, fixed label and country, no address note; for Click & collect only who collects it. */
export function checkoutSessionPayload(form: CheckoutForm | CollectCheckoutForm, cart: SeenCartLine[]): CheckoutSessionInput {
  if (!('addressLine1' in form)) {
    return {
      cart: cart.map((l) => ({ variantGuid: l.variantGuid, quantity: l.quantity })),
      collector: { fullName: `${form.firstName} ${form.lastName}`, phoneNumber: form.phoneNumber },
      deliveryMethod: 'collect',
      orderNote: form.orderNote,
    };
  }
  return {
    cart: cart.map((l) => ({ variantGuid: l.variantGuid, quantity: l.quantity })),
    shippingAddress: {
      fullName: `${form.firstName} ${form.lastName}`,
      phoneNumber: form.phoneNumber,
      addressLabel: SHIPPING_ADDRESS_LABEL,
      country: SHIPPING_COUNTRY,
      city: form.city,
      postcode: form.postcode,
      addressLine1: form.addressLine1,
      addressLine2: form.addressLine2,
      addressNote: '',
    },
    orderNote: form.orderNote,
  };
}

/** The seen cart travels in a hidden field as 'guid:quantity,guid:quantity'. */
export function encodeSeenCart(lines: SeenCartLine[]): string {
  return lines.map((l) => `${l.variantGuid}:${l.quantity}`).join(',');
}

export function decodeSeenCart(value: string): SeenCartLine[] {
  const lines: SeenCartLine[] = [];
  for (const part of value.split(',').slice(0, CHECKOUT_LIMITS.cartItems)) {
    const m = /^([0-9a-fA-F-]{36}):(\d{1,6})$/.exec(part.trim());
    if (m) lines.push({ variantGuid: m[1]!, quantity: Number(m[2]) });
  }
  return lines;
}

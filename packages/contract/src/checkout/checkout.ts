import { z } from 'zod';
import { DELIVERY_METHODS } from './delivery.ts';
import { Email } from '../customers/auth.ts';
import { formatUkPostcode } from './uk-postcode.ts';
import { REMINDER_CHOICES } from '../orders/checkout-reminders.ts';

export { UK_TOWN_SUGGESTIONS } from './uk-post-towns.ts';

export const SHIPPING_COUNTRY = 'United Kingdom';
export const SHIPPING_ADDRESS_LABEL = 'Shipping Address';

export const CHECKOUT_LIMITS = {
  fullName: 100,
  addressLine: 200,
  addressNote: 500,
  orderNote: 1000,
  phone: 30,
  town: 60,
  cartItems: 100,
} as const;

/** A UK number: 0 or +44 then 9-10 digits, spaces, dashes, dots and brackets allowed. */
export function isUkPhoneNumber(value: string): boolean {
  const digits = value.replace(/[\s().-]/g, '');
  return /^(?:\+44|0044|0)\d{9,10}$/.test(digits);
}

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`).default('');

/** Shipping address sent at checkout (R5.4); the country is fixed to the United Kingdom. */
export const ShippingAddress = z
  .strictObject({
    fullName: text(CHECKOUT_LIMITS.fullName, 'Please enter your first and last name.'),
    phoneNumber: z
      .string()
      .trim()
      .max(CHECKOUT_LIMITS.phone, `must be at most ${CHECKOUT_LIMITS.phone} characters`)
      .refine(isUkPhoneNumber, 'Please enter a UK phone number, for example 07700 900123.'),
    addressLabel: z.string().trim().max(50).default(SHIPPING_ADDRESS_LABEL),
    country: z
      .string()
      .trim()
      .refine((c) => c === SHIPPING_COUNTRY, 'We deliver to the United Kingdom only.'),
    // R20.21: any UK town, typed; the suggestions are only a help.
    city: text(CHECKOUT_LIMITS.town, 'Please enter your town or city.'),
    postcode: z.string().transform((v, ctx) => {
      const postcode = formatUkPostcode(v);
      if (!postcode) {
        ctx.addIssue({ code: 'custom', message: 'Please enter a valid UK postcode, for example SW1A 1AA.' });
        return z.NEVER;
      }
      return postcode;
    }),
    addressLine1: text(CHECKOUT_LIMITS.addressLine, 'Please enter your address.'),
    addressLine2: optionalText(CHECKOUT_LIMITS.addressLine),
    addressNote: optionalText(CHECKOUT_LIMITS.addressNote),
  })
  .meta({ id: 'ShippingAddress' });
export type ShippingAddress = z.output<typeof ShippingAddress>;
export type ShippingAddressInput = z.input<typeof ShippingAddress>;

/**
 * A cart line as a client sends it at checkout. Only variantGuid and the quantity (quantity or
 * itemCount) are read, to check that the shopper is buying what they saw; every price is ignored
 * (R1.7).
 */
export const CheckoutCartItem = z.looseObject({
  variantGuid: z.string().max(64).optional(),
  quantity: z.number().int().min(0).max(100_000).optional(),
  itemCount: z.number().int().min(0).max(100_000).optional(),
});
export type CheckoutCartItem = z.infer<typeof CheckoutCartItem>;

const CartItems = z.array(CheckoutCartItem).max(CHECKOUT_LIMITS.cartItems);

/** Who collects a Click & collect order: a name and a phone number, no home address (R20.18). */
export const CollectContact = z
  .strictObject({ fullName: ShippingAddress.shape.fullName, phoneNumber: ShippingAddress.shape.phoneNumber })
  .meta({ id: 'CollectContact' });
export type CollectContact = z.output<typeof CollectContact>;

export const COLLECT_ADDRESS_LABEL = 'Click & collect';

/** POST /api/payment/create-checkout-session (R5.5). */
export const CheckoutSessionBody = z
  .strictObject({
    /** The cart as the shopper saw it: a list of lines, or an object with items. Optional. */
    cart: z.union([CartItems, z.looseObject({ items: CartItems })]).optional(),
    /** Where a parcel goes; not asked for Click & collect. */
    shippingAddress: ShippingAddress.optional(),
    /** Click & collect only: who picks the order up. */
    collector: CollectContact.optional(),
    orderNote: optionalText(CHECKOUT_LIMITS.orderNote),
    /** A discount code (R20.2); refused with 409 and the reason when it does not apply. */
    discountCode: z.string().trim().max(40).optional(),
    /** A gift card code (R23.4): it pays what it can, the card the rest; refused with 409 and the reason when it cannot pay. */
    giftCardCode: z.string().trim().max(40).optional(),
    /** A signed-in customer spends their store credit (R23.4); ignored for a guest. */
    useStoreCredit: z.boolean().optional(),
    deliveryMethod: z.enum(DELIVERY_METHODS).default('standard'),
    /** A guest's e-mail address (R5.14): required without a session, ignored with one (the account's is used). */
    email: Email.optional(),
    /** R24.2: 'consent' ticks "remind me" for this checkout; 'refused' says no to every reminder; absent is neither. */
    reminders: z.enum(REMINDER_CHOICES).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.deliveryMethod === 'collect') {
      if (!b.collector && !b.shippingAddress)
        ctx.addIssue({
          code: 'custom',
          path: ['collector'],
          message: 'Please give the name and phone number of whoever collects the order.',
        });
    } else if (!b.shippingAddress) {
      ctx.addIssue({ code: 'custom', path: ['shippingAddress'], message: 'Please enter the address to deliver to.' });
    }
  })
  .meta({ id: 'CheckoutSessionBody' });
export type CheckoutSessionBody = z.output<typeof CheckoutSessionBody>;
export type CheckoutSessionInput = z.input<typeof CheckoutSessionBody>;

/**
 * What an order records as its address: the parcel's, or for Click & collect only who collects it
 * (a posted address is not kept: the shop never needs it).
 */
export function orderAddressOf(
  b: Pick<CheckoutSessionBody, 'shippingAddress' | 'collector' | 'deliveryMethod'>,
): Omit<ShippingAddress, 'city'> & { city: string } {
  if (b.deliveryMethod !== 'collect' && b.shippingAddress) return b.shippingAddress;
  const who = b.collector ?? { fullName: b.shippingAddress?.fullName ?? '', phoneNumber: b.shippingAddress?.phoneNumber ?? '' };
  return {
    ...who,
    addressLabel: COLLECT_ADDRESS_LABEL,
    country: SHIPPING_COUNTRY,
    city: '',
    postcode: '',
    addressLine1: '',
    addressLine2: '',
    addressNote: '',
  };
}

/** The lines of a posted cart, whichever of the two shapes it came in. */
export function postedCartItems(cart: CheckoutSessionBody['cart']): CheckoutCartItem[] {
  if (!cart) return [];
  return Array.isArray(cart) ? cart : cart.items;
}

export const CheckoutSessionResponse = z
  .object({
    /** The provider's checkout session id; the success page is /checkout/success?session_id={id}. */
    id: z.string(),
    /** The provider's hosted payment page: send the browser there. */
    url: z.string(),
    orderNumber: z.string(),
    orderGuid: z.string(),
    /** When the reservation (and the session) ends unless paid (ISO instant). */
    expiresAt: z.string(),
    /** A guest's checkout only: the signed link that opens this order (R5.15); the storefront keeps it HttpOnly. */
    orderLinkToken: z.string().optional(),
  })
  .meta({ id: 'CheckoutSessionResponse' });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponse>;

/** GET /api/payment/shipping: the settings of R2.2, in pounds. */
export const ShippingSettingsResponse = z
  .object({
    /** Orders whose items reach this amount ship free; 0 means every order. */
    freeShippingThreshold: z.number(),
    /** Standard UK delivery below the threshold. */
    shippingFee: z.number(),
  })
  .meta({ id: 'ShippingSettings' });
export type ShippingSettingsResponse = z.infer<typeof ShippingSettingsResponse>;

/** A delivery address as the API answers it: a saved address, and the checkout draft (R5.13). */
export const AddressFields = {
  firstName: z.string(),
  lastName: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  postcode: z.string(),
  phoneNumber: z.string(),
};

/** GET /api/payment/checkout-draft: what the shopper typed in their last unfinished checkout (R5.13). */
export const CheckoutDraft = z
  .object({
    ...AddressFields,
    orderNote: z.string(),
    discountCode: z.string(),
    deliveryMethod: z.enum(DELIVERY_METHODS),
  })
  .meta({ id: 'CheckoutDraft' });
export type CheckoutDraft = z.infer<typeof CheckoutDraft>;
export const CheckoutDraftResponse = z.object({ draft: CheckoutDraft.nullable() }).meta({ id: 'CheckoutDraftResponse' });

/** Messages of the checkout call the web shows as they are. */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  cartChanged: 'Your cart has changed since you opened checkout. Please review it and try again.',
  providerDown: 'The payment provider could not be reached. Nothing was charged; please try again in a moment.',
} as const;

/** GET /api/payment/next-day: the next-day cut-off as a shopper sees it now, by the shop's clock (R20.12). */
export const NextDayCutoffResponse = z
  .object({
    /** "HH:MM", UK time. */
    cutoff: z.string(),
    /** The day a next-day order placed now arrives, 'YYYY-MM-DD'. */
    deliveryDay: z.string(),
    /** Minutes left before today's cut-off; null once it has passed or on a day off. */
    minutesLeft: z.number().int().nullable(),
    /** "Order within 2 h 14 min for delivery on Tuesday". */
    text: z.string(),
  })
  .meta({ id: 'NextDayCutoff' });
export type NextDayCutoffResponse = z.infer<typeof NextDayCutoffResponse>;

import {
  CheckoutDraftResponse,
  CheckoutSessionBody,
  CheckoutSessionResponse,
  NextDayCutoffResponse,
  ShippingSettingsResponse,
} from './checkout.ts';
import { AddressLookupQuery, AddressLookupResponse, AddressLookupStatus } from './address-lookup.ts';
import { QuoteBody, QuoteResponse } from '../discounts/discount-schemas.ts';
import { ErrorBody } from '../shared/errors.ts';
import { OrderSuccessResponse, SessionIdParams } from '../orders/order.ts';
import { endpoint } from '../shared/endpoint.ts';

// The checkout endpoints, declared once: the API registers them, the web's client is typed by them.

const tags = ['payment'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };

export const createCheckoutSession = endpoint({
  method: 'POST',
  path: '/api/payment/create-checkout-session',
  tags,
  summary: "Reserve the stock of the signed-in user's cart as a PendingPayment order and open the provider's hosted payment page",
  description:
    "The order is made from the user's server cart at catalogue prices, with the delivery chosen and the discount code if any (409 DISCOUNT_<reason> when it does not apply). A posted cart is optional: its variants and quantities must match what would be ordered (409 CART_CHANGED otherwise) and its prices are ignored. Empty cart 400; sold out 409 naming the product and size. Send the browser to url.",
  body: CheckoutSessionBody,
  response: { 200: CheckoutSessionResponse, ...errors },
});

export const quote = endpoint({
  method: 'GET',
  path: '/api/payment/quote',
  tags,
  summary: "The signed-in user's cart priced with a discount code and a delivery choice, before paying",
  description:
    'A code that does not apply is not an error: discountError says why (unknown, expired, not started, minimum spend, already used, limit reached, nothing eligible) and the totals are without it.',
  query: QuoteBody,
  response: { 200: QuoteResponse, ...errors },
});

export const checkoutDraft = endpoint({
  method: 'GET',
  path: '/api/payment/checkout-draft',
  tags,
  summary: 'What the user typed in their last checkout that did not end in payment (within a day), to fill the form again',
  response: { 200: CheckoutDraftResponse, ...errors },
});

export const orderBySession = endpoint({
  method: 'GET',
  path: '/api/payment/order/by-session/:session_id',
  tags,
  summary: "The success page's order; confirms a pending payment with the provider first",
  description:
    'paymentStatus is pending until the payment is confirmed, then paid (or failed). Another user, or an unknown session, answers 404.',
  params: SessionIdParams,
  response: { 200: OrderSuccessResponse, ...errors },
});

export const shipping = endpoint({
  method: 'GET',
  path: '/api/payment/shipping',
  tags,
  summary: 'Free-shipping threshold and standard fee (shop rules R2.2), in pounds',
  response: { 200: ShippingSettingsResponse },
});

export const nextDay = endpoint({
  method: 'GET',
  path: '/api/payment/next-day',
  tags,
  summary: 'How long is left to order for next-day delivery, and the day it then arrives (UK time, weekends and bank holidays skipped)',
  response: { 200: NextDayCutoffResponse },
});

export const addressLookup = endpoint({
  method: 'GET',
  path: '/api/address/lookup',
  tags: ['address'],
  summary: 'The addresses at a UK postcode, from the lookup provider the owner configured (R20.23)',
  description:
    'Off unless the owner set a provider key (404 LOOKUP_OFF). A postcode the provider does not know answers 404 POSTCODE_NOT_FOUND; a provider that fails or is slow answers 503 LOOKUP_UNAVAILABLE. The key never leaves the server. Rate-limited per client.',
  query: AddressLookupQuery,
  response: { 200: AddressLookupResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody },
});

export const addressLookupStatus = endpoint({
  method: 'GET',
  path: '/api/address/lookup-status',
  tags: ['address'],
  summary: 'Whether the shop offers the postcode lookup (R20.23): the checkout and address book show "Find address" then',
  response: { 200: AddressLookupStatus },
});

import * as cartEndpoints from '@atelier/contract/cart/endpoints';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { SavedAddress } from '@atelier/contract/customers';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  checkoutSessionPayload,
  checkoutFormFor,
  decodeSeenCart,
  type CheckoutForm,
  type CheckoutFormValues,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '@atelier/contract/checkout';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { loginRedirectPath, requireUser } from '~/lib/session.server.ts';
import { readNextDayLine } from '~/lib/next-day.server.ts';
import type { CheckoutActionData } from './checkout-form.tsx';

type Prefill = Omit<CheckoutFormValues, 'terms'>;

const deliveryOf = (v: unknown): DeliveryMethod | undefined =>
  (DELIVERY_METHODS as readonly unknown[]).includes(v) ? (v as DeliveryMethod) : undefined;

const fromAddress = (a: SavedAddress, note = ''): Prefill => ({
  firstName: a.firstName,
  lastName: a.lastName,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  city: a.city,
  postcode: a.postcode,
  phoneNumber: a.phoneNumber,
  orderNote: note,
});

const fromDraft = (d: CheckoutDraft): Prefill => ({ ...fromAddress({ ...d, id: '', isDefault: false }), orderNote: d.orderNote });

/**
 * The checkout page: the cart priced with the code and delivery chosen, the saved addresses, and
 * the form filled with (first that applies) the saved address picked, what was typed in a checkout
 * that did not end in payment (R5.13), the default address, or the profile's name and phone.
 */
export async function checkoutLoader(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const url = new URL(request.url);
  const [{ cart }, { draft }, { addresses }, nextDay] = await Promise.all([
    callApi(context, cartEndpoints.cart).then(okBody),
    callApi(context, checkoutEndpoints.checkoutDraft).then(okBody),
    callApi(context, customersEndpoints.addresses).then(okBody),
    readNextDayLine(context),
  ]);
  const code = (url.searchParams.get('code') ?? draft?.discountCode ?? '').trim().slice(0, 40);
  const delivery = deliveryOf(url.searchParams.get('delivery')) ?? draft?.deliveryMethod ?? 'standard';
  const quote = okBody(
    await callApi(context, checkoutEndpoints.quote, { query: { discountCode: code || undefined, deliveryMethod: delivery } }),
  );
  const picked = addresses.find((a) => a.id === url.searchParams.get('address'));
  const fallback = addresses.find((a) => a.isDefault);
  const prefill: Prefill = picked
    ? fromAddress(picked)
    : draft
      ? fromDraft(draft)
      : fallback
        ? fromAddress(fallback)
        : { ...fromAddress({ ...user, id: '', isDefault: false, addressLine1: '', addressLine2: '', city: '', postcode: '' }) };
  return {
    customer: { email: user.email },
    cart,
    quote,
    code,
    delivery,
    addresses,
    selectedAddress: picked?.id ?? (!draft && fallback ? fallback.id : null),
    prefill,
    nextDay,
  };
}

/** The address typed, saved to the address book when asked (R20.17); a refusal never stops the sale. */
async function saveAddress(context: AppLoadContext, f: CheckoutForm): Promise<void> {
  const { orderNote: _note, terms: _terms, ...address } = f;
  try {
    const answer = await callApi(context, customersEndpoints.addAddress, { body: address });
    if (!answer.ok) console.warn('checkout: the address was not saved', answer.error);
  } catch (err) {
    console.error('checkout: the address could not be saved', err);
  }
}

/**
 * Apply a code: a new quote for the page, the form left as typed. Otherwise a valid form reserves
 * the cart as an order (POST /api/payment/create-checkout-session) and sends the browser to the
 * provider's hosted page: a document redirect, since that page is not ours to render.
 */
export async function checkoutAction(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const form = await request.formData();
  const discountCode = String(form.get('discountCode') ?? '')
    .trim()
    .slice(0, 40);
  const deliveryMethod = deliveryOf(form.get('deliveryMethod')) ?? 'standard';
  // The schema the page's form checks in the browser: the same messages, the same field names.
  const submission = parseWithZod(form, { schema: checkoutFormFor(deliveryMethod).posted, disableAutoCoercion: true });

  if (form.get('intent') === 'apply-code') {
    const quote = okBody(
      await callApi(context, checkoutEndpoints.quote, { query: { discountCode: discountCode || undefined, deliveryMethod } }),
    );
    // What was typed comes back (for a page without script), without judging it yet.
    return data<CheckoutActionData>({ reply: { ...submission.reply(), error: {} }, quote, code: discountCode });
  }

  if (submission.status !== 'success') return data<CheckoutActionData>({ reply: submission.reply() }, { status: 400 });
  // Kept as typed (without the errors) beside a whole-form message, so nothing has to be typed again.
  const reply = submission.reply();
  const seen = decodeSeenCart(String(form.get('seenCart') ?? ''));
  if (!seen.length) return data<CheckoutActionData>({ reply, message: CHECKOUT_MESSAGES.emptyCart }, { status: 400 });
  if (form.get('saveAddress') === 'on' && deliveryMethod !== 'collect') await saveAddress(context, submission.value as CheckoutForm);
  try {
    const payload = { ...checkoutSessionPayload(submission.value, seen), deliveryMethod, ...(discountCode ? { discountCode } : {}) };
    const session = okBody(await callApi(context, checkoutEndpoints.createCheckoutSession, { body: payload }));
    return redirectDocument(session.url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    if (err instanceof ApiError && err.status < 500) {
      return data<CheckoutActionData>({ reply, message: err.message, code: err.code }, { status: err.status });
    }
    if (err instanceof ApiError) {
      console.error('checkout: the API failed', err);
      return data<CheckoutActionData>({ reply, message: err.message, code: err.code }, { status: 502 });
    }
    throw err;
  }
}

import * as cartEndpoints from '@atelier/contract/cart/endpoints';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { SavedAddress } from '@atelier/contract/customers';
import { parseWithZod } from '@conform-to/zod/v4';
import {
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  withGuestEmail,
  checkoutSessionPayload,
  checkoutFormFor,
  decodeSeenCart,
  type CheckoutForm,
  type CheckoutFormValues,
  DELIVERY_METHODS,
  type DeliveryMethod,
} from '@atelier/contract/checkout';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { currentUser, loginRedirectPath, setCookiesFrom } from '~/lib/session.server.ts';
import { orderLinkCookie, termsAccepted } from '~/lib/order-link.server.ts';
import { readNextDayLine } from '~/lib/next-day.server.ts';
import { readAddressLookup } from '~/lib/address-lookup.server.ts';
import type { CheckoutActionData } from './checkout-form.tsx';
import { reminderChoice } from './reminder-choice.tsx';

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

const EMPTY_PREFILL: Prefill = {
  firstName: '',
  lastName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  postcode: '',
  phoneNumber: '',
  orderNote: '',
};

/** A guest's checkout page (R5.14): the guest cart priced, an empty form with an e-mail field. */
async function guestLoader(context: AppLoadContext, url: URL, terms: boolean) {
  const [{ cart }, nextDay, addressLookup] = await Promise.all([
    callApi(context, cartEndpoints.cart).then(okBody),
    readNextDayLine(context),
    readAddressLookup(context),
  ]);
  const code = (url.searchParams.get('code') ?? '').trim().slice(0, 40);
  const delivery = deliveryOf(url.searchParams.get('delivery')) ?? 'standard';
  const giftCard = (url.searchParams.get('giftCard') ?? '').trim().slice(0, 40);
  const quote = okBody(
    await callApi(context, checkoutEndpoints.quote, {
      query: { discountCode: code || undefined, giftCardCode: giftCard || undefined, deliveryMethod: delivery },
    }),
  );
  return {
    customer: null,
    cart,
    quote,
    code,
    giftCard,
    useCredit: false,
    delivery,
    addresses: [] as SavedAddress[],
    selectedAddress: null,
    prefill: EMPTY_PREFILL,
    nextDay,
    addressLookup,
    terms,
  };
}

/**
 * The checkout page: the cart priced with the code and delivery chosen, the saved addresses, and
 * the form filled with (first that applies) the saved address picked, what was typed in a checkout
 * that did not end in payment (R5.13), the default address, or the profile's name and phone. A
 * guest gets the guest's page (R5.14); terms ticked earlier in the visit stay ticked (R5.19).
 */
export async function checkoutLoader(context: AppLoadContext, request: Request) {
  const user = await currentUser(context);
  const url = new URL(request.url);
  const terms = termsAccepted(request) || url.searchParams.get('terms') === 'accepted';
  if (!user) return guestLoader(context, url, terms);
  const [{ cart }, { draft }, { addresses }, nextDay, addressLookup] = await Promise.all([
    callApi(context, cartEndpoints.cart).then(okBody),
    callApi(context, checkoutEndpoints.checkoutDraft).then(okBody),
    callApi(context, customersEndpoints.addresses).then(okBody),
    readNextDayLine(context),
    readAddressLookup(context),
  ]);
  const code = (url.searchParams.get('code') ?? draft?.discountCode ?? '').trim().slice(0, 40);
  const delivery = deliveryOf(url.searchParams.get('delivery')) ?? draft?.deliveryMethod ?? 'standard';
  const picked = addresses.find((a) => a.id === url.searchParams.get('address'));
  const fallback = addresses.find((a) => a.isDefault);
  const prefill: Prefill = picked
    ? fromAddress(picked)
    : draft
      ? fromDraft(draft)
      : fallback
        ? fromAddress(fallback)
        : { ...fromAddress({ ...user, id: '', isDefault: false, addressLine1: '', addressLine2: '', city: '', postcode: '' }) };
  // The parcel's region is priced from the postcode typed (?postcode=, the page asks again when it changes) or filled in (R20.22).
  const postcode = (url.searchParams.get('postcode') ?? prefill.postcode).slice(0, 12) || undefined;
  const giftCard = (url.searchParams.get('giftCard') ?? '').trim().slice(0, 40);
  const useCredit = url.searchParams.get('credit') === 'true';
  const quote = okBody(
    await callApi(context, checkoutEndpoints.quote, {
      query: {
        discountCode: code || undefined,
        giftCardCode: giftCard || undefined,
        useStoreCredit: useCredit ? 'true' : undefined,
        deliveryMethod: delivery,
        postcode,
      },
    }),
  );
  return {
    customer: { email: user.email },
    cart,
    quote,
    code,
    giftCard,
    useCredit,
    delivery,
    addresses,
    selectedAddress: picked?.id ?? (!draft && fallback ? fallback.id : null),
    prefill,
    nextDay,
    addressLookup,
    terms,
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
  const guest = !(await currentUser(context));
  const form = await request.formData();
  const discountCode = String(form.get('discountCode') ?? '')
    .trim()
    .slice(0, 40);
  const giftCardCode = String(form.get('giftCardCode') ?? '')
    .trim()
    .slice(0, 40);
  const useStoreCredit = !guest && form.get('useStoreCredit') === 'true';
  const deliveryMethod = deliveryOf(form.get('deliveryMethod')) ?? 'standard';
  // The schema the page's form checks in the browser: the same messages, the same field names.
  const { posted } = checkoutFormFor(deliveryMethod);
  // A guest's form also asks the e-mail address (R5.14), by the same schema the page checks.
  const submission = parseWithZod(form, { schema: guest ? withGuestEmail(posted) : posted, disableAutoCoercion: true });
  const typedEmail = String(form.get('email') ?? '')
    .trim()
    .slice(0, 254);

  if (form.get('intent') === 'apply-code') {
    // A guest's once-per-customer code is checked against the address typed so far (R5.16).
    const email = guest && typedEmail ? { email: typedEmail } : {};
    const quote = okBody(
      await callApi(context, checkoutEndpoints.quote, {
        query: {
          discountCode: discountCode || undefined,
          giftCardCode: giftCardCode || undefined,
          useStoreCredit: useStoreCredit ? 'true' : undefined,
          deliveryMethod,
          ...email,
          postcode: String(form.get('postcode') ?? '').slice(0, 12) || undefined,
        },
      }),
    );
    // What was typed comes back (for a page without script), without judging it yet.
    return data<CheckoutActionData>({
      reply: { ...submission.reply(), error: {} },
      quote,
      code: discountCode,
      giftCard: giftCardCode,
      useCredit: useStoreCredit,
    });
  }

  if (submission.status !== 'success') return data<CheckoutActionData>({ reply: submission.reply() }, { status: 400 });
  // Kept as typed (without the errors) beside a whole-form message, so nothing has to be typed again.
  const reply = submission.reply();
  const seen = decodeSeenCart(String(form.get('seenCart') ?? ''));
  if (!seen.length) return data<CheckoutActionData>({ reply, message: CHECKOUT_MESSAGES.emptyCart }, { status: 400 });
  if (!guest && form.get('saveAddress') === 'on' && deliveryMethod !== 'collect')
    await saveAddress(context, submission.value as CheckoutForm);
  try {
    const payload = {
      ...checkoutSessionPayload(submission.value, seen),
      deliveryMethod,
      ...(discountCode ? { discountCode } : {}),
      ...(giftCardCode ? { giftCardCode } : {}),
      ...(useStoreCredit ? { useStoreCredit } : {}),
      ...(guest ? { email: typedEmail } : {}),
      ...reminderChoice(form),
    };
    const answer = await callApi(context, checkoutEndpoints.createCheckoutSession, { body: payload });
    const session = okBody(answer);
    const headers = setCookiesFrom(answer);
    // The guest's browser keeps the order's link, HttpOnly, for the confirmation page (R5.15).
    if (session.orderLinkToken) headers.append('set-cookie', orderLinkCookie(context, session.orderLinkToken));
    return redirectDocument(session.url, { headers });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    // A region the owner does not deliver to is the postcode's fault: said on the field (R20.22).
    if (err instanceof ApiError && err.code === 'POSTCODE_NOT_DELIVERED') {
      return data<CheckoutActionData>({ reply: submission.reply({ fieldErrors: { postcode: [err.message] } }) }, { status: err.status });
    }
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

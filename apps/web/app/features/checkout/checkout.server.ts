import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import type { CartResponse } from '@atelier/contract/cart';
import { CHECKOUT_MESSAGES, type CheckoutSessionResponse, type ShippingSettingsResponse } from '@atelier/contract/checkout';
import { checkoutFormValues, checkoutSessionPayload, decodeSeenCart, validateCheckoutForm } from '@atelier/contract/checkout-form';
import { poundsToPence } from '@atelier/contract/money';
import { ApiError, apiJson } from '~/lib/api.server';
import { loginRedirectPath, requireUser } from '~/lib/session.server';
import type { CheckoutActionData } from './checkout-form.tsx';

/** The checkout page: the shopper (to prefill the form), their cart and the shipping rule. */
export async function checkoutLoader(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const [{ cart }, shipping] = await Promise.all([
    apiJson<CartResponse>(context, '/api/cart'),
    apiJson<ShippingSettingsResponse>(context, '/api/payment/shipping'),
  ]);
  return {
    customer: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber, email: user.email },
    cart,
    shipping: { freeThresholdPence: poundsToPence(shipping.freeShippingThreshold), feePence: poundsToPence(shipping.shippingFee) },
  };
}

/**
 * A valid form reserves the cart as an order (POST /api/payment/create-checkout-session) and sends
 * the browser to the provider's hosted page: a document redirect, since that page is not ours to
 * render (Stripe's, or the test provider's plain HTML).
 */
export async function checkoutAction(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const form = await request.formData();
  const values = checkoutFormValues((n) => form.get(n));
  const checked = validateCheckoutForm(values);
  if (!checked.ok) {
    return data<CheckoutActionData>({ values, fieldErrors: checked.errors, message: 'Please check the highlighted fields.' }, { status: 400 });
  }
  const seen = decodeSeenCart(String(form.get('seenCart') ?? ''));
  if (!seen.length) return data<CheckoutActionData>({ values, fieldErrors: {}, message: CHECKOUT_MESSAGES.emptyCart }, { status: 400 });
  try {
    const session = await apiJson<CheckoutSessionResponse>(context, '/api/payment/create-checkout-session', {
      method: 'POST',
      body: checkoutSessionPayload(checked.form, seen),
    });
    return redirectDocument(session.url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    if (err instanceof ApiError && err.status < 500) {
      return data<CheckoutActionData>({ values, fieldErrors: {}, message: err.message, code: err.code }, { status: err.status });
    }
    if (err instanceof ApiError) {
      console.error('checkout: the API failed', err);
      return data<CheckoutActionData>({ values, fieldErrors: {}, message: err.message, code: err.code }, { status: 502 });
    }
    throw err;
  }
}

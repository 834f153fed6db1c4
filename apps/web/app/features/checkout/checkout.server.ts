import { data, redirect, redirectDocument, type AppLoadContext } from 'react-router';
import { CHECKOUT_MESSAGES } from '@atelier/contract/checkout';
import { parseWithZod } from '@conform-to/zod/v4';
import { checkoutSessionPayload, decodeSeenCart, PostedCheckoutForm } from '@atelier/contract/checkout-form';
import { shippingView } from '~/components/cart/use-cart';
import { api, ApiError, okBody } from '~/lib/api-client.server';
import { loginRedirectPath, requireUser } from '~/lib/session.server';
import type { CheckoutActionData } from './checkout-form.tsx';

/** The checkout page: the shopper (to prefill the form), their cart and the shipping rule. */
export async function checkoutLoader(context: AppLoadContext, request: Request) {
  const user = await requireUser(context, request);
  const [{ cart }, shipping] = await Promise.all([api.cart.get(context).then(okBody), api.checkout.shipping(context).then(okBody)]);
  return {
    customer: { firstName: user.firstName, lastName: user.lastName, phoneNumber: user.phoneNumber, email: user.email },
    cart,
    shipping: shippingView(shipping),
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
  // The schema the page's form checks in the browser: the same messages, the same field names.
  const submission = parseWithZod(form, { schema: PostedCheckoutForm, disableAutoCoercion: true });
  if (submission.status !== 'success') return data<CheckoutActionData>({ reply: submission.reply() }, { status: 400 });
  // Kept as typed (without the errors) beside a whole-form message, so nothing has to be typed again.
  const reply = submission.reply();
  const seen = decodeSeenCart(String(form.get('seenCart') ?? ''));
  if (!seen.length) return data<CheckoutActionData>({ reply, message: CHECKOUT_MESSAGES.emptyCart }, { status: 400 });
  try {
    const session = okBody(await api.checkout.createSession(context, checkoutSessionPayload(submission.value, seen)));
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

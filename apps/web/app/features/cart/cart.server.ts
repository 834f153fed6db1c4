import * as cartEndpoints from '@atelier/contract/cart/endpoints';
import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import type { Cart } from '@atelier/contract/cart';
import { data, redirect, type AppLoadContext } from 'react-router';
import { type ApiAnswer, callApi } from '~/lib/api-client.server.ts';
import { plainFormReturnPath } from '~/lib/plain-form.server.ts';
import { setCookiesFrom } from '~/lib/session.server.ts';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { DEFAULT_SHIPPING, EMPTY_CART, shippingView, type CartActionData, type ShippingView } from '~/components/cart/use-cart';

/**
 * The shopper's cart. Reading never creates one; any failure (a dead token, an unreachable API)
 * shows an empty bag rather than breaking the page.
 */
export async function readCart(context: AppLoadContext): Promise<Cart> {
  try {
    const answer = await callApi(context, cartEndpoints.cart);
    return answer.ok ? answer.body.cart : EMPTY_CART;
  } catch {
    return EMPTY_CART;
  }
}

export async function readShipping(context: AppLoadContext): Promise<ShippingView> {
  try {
    const answer = await callApi(context, checkoutEndpoints.shipping);
    return answer.ok ? shippingView(answer.body) : DEFAULT_SHIPPING;
  } catch {
    return DEFAULT_SHIPPING;
  }
}

/**
 * The cart page's discount code (R20.2), for guests too (R5.16): the API prices the guest cart the
 * browser names; a once-per-customer code is judged again at checkout, with the address typed there.
 */
export type CartDiscount = { code: string; quote: QuoteResponse | null };

export async function readCartQuote(context: AppLoadContext, code: string): Promise<CartDiscount> {
  if (!code) return { code, quote: null };
  try {
    const answer = await callApi(context, checkoutEndpoints.quote, { query: { discountCode: code } });
    return { code, quote: answer.ok ? answer.body : null };
  } catch {
    return { code, quote: null };
  }
}

function text(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

/** A number the API's zod schema then judges; junk becomes NaN and answers the API's 400. */
function count(form: FormData): number {
  const raw = text(form, 'quantity');
  return /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
}

type CartAnswer = ApiAnswer<{ cart: Cart }>;

/** The API call behind each intent of the cart forms. */
function apiCall(form: FormData): ((context: AppLoadContext) => Promise<CartAnswer>) | undefined {
  const slug = text(form, 'slug');
  const variantGuid = text(form, 'variantGuid');
  switch (text(form, 'intent')) {
    case 'add':
      return (c) => callApi(c, cartEndpoints.addToCart, { body: { itemSlug: slug, variantGuid, itemCount: count(form) } });
    case 'update':
      return (c) => callApi(c, cartEndpoints.updateCartLine, { params: { slug }, body: { variantGuid, itemCount: count(form) } });
    case 'remove':
      return (c) => callApi(c, cartEndpoints.removeFromCart, { body: { itemSlug: slug, variantGuid } });
    default:
      return undefined;
  }
}

/**
 * The /cart action: add, update or remove a line through the cart API in process, passing the
 * guest cart cookie it sets on to the browser. Fetchers get JSON (and the root loader then
 * revalidates the header count and drawer); a form posted without JavaScript carries returnTo
 * and is sent back there.
 */
export async function cartAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const call = apiCall(form);
  const returnTo = plainFormReturnPath(request, form, '/view-cart');
  if (!call) return data<CartActionData>({ ok: false, message: 'Unknown cart action.' }, { status: 400 });

  let answer: CartAnswer;
  try {
    answer = await call(context);
  } catch (err) {
    console.error('cart: the API failed', err);
    return data<CartActionData>({ ok: false, message: 'Your cart could not be updated. Please try again.' }, { status: 502 });
  }
  const headers = setCookiesFrom(answer);
  if (returnTo) return redirect(returnTo, { status: 303, headers });
  if (!answer.ok || !answer.body.cart) {
    return data<CartActionData>(
      { ok: false, message: (answer.ok ? undefined : answer.error.message) ?? 'Your cart could not be updated.' },
      { status: answer.ok ? 502 : answer.status, headers },
    );
  }
  return data<CartActionData>({ ok: true, cart: answer.body.cart }, { headers });
}

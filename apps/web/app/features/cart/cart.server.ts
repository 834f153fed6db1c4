import type { Cart, CartResponse } from '@atelier/contract/cart';
import type { ShippingSettingsResponse } from '@atelier/contract/checkout';
import { poundsToPence } from '@atelier/contract/money';
import { data, redirect, type AppLoadContext } from 'react-router';
import { plainFormReturnPath } from '~/lib/plain-form.server';
import { setCookiesFrom } from '~/lib/session.server';
import { DEFAULT_SHIPPING, EMPTY_CART, type CartActionData, type ShippingView } from './use-cart.ts';

/**
 * The shopper's cart. Reading never creates one; any failure (a dead token, an unreachable API)
 * shows an empty bag rather than breaking the page.
 */
export async function readCart(context: AppLoadContext): Promise<Cart> {
  try {
    const res = await context.apiFetch('/api/cart');
    if (!res.ok) return EMPTY_CART;
    return ((await res.json()) as CartResponse).cart;
  } catch {
    return EMPTY_CART;
  }
}

export async function readShipping(context: AppLoadContext): Promise<ShippingView> {
  try {
    const res = await context.apiFetch('/api/payment/shipping');
    if (!res.ok) return DEFAULT_SHIPPING;
    const s = (await res.json()) as ShippingSettingsResponse;
    return { freeThresholdPence: poundsToPence(s.freeShippingThreshold), feePence: poundsToPence(s.shippingFee) };
  } catch {
    return DEFAULT_SHIPPING;
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

/** The API call behind each intent of the cart forms. */
function apiCall(form: FormData): { path: string; method: string; body: Record<string, unknown> } | undefined {
  const slug = text(form, 'slug');
  const variantGuid = text(form, 'variantGuid');
  switch (text(form, 'intent')) {
    case 'add':
      return { path: '/api/cart', method: 'POST', body: { itemSlug: slug, variantGuid, itemCount: count(form) } };
    case 'update':
      return { path: `/api/cart/${encodeURIComponent(slug)}`, method: 'PUT', body: { variantGuid, itemCount: count(form) } };
    case 'remove':
      return { path: '/api/cart/remove', method: 'POST', body: { itemSlug: slug, variantGuid } };
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

  let res: Response;
  try {
    res = await context.apiFetch(call.path, { method: call.method, body: call.body });
  } catch (err) {
    console.error('cart: the API failed', err);
    return data<CartActionData>({ ok: false, message: 'Your cart could not be updated. Please try again.' }, { status: 502 });
  }
  const headers = setCookiesFrom(res);
  const body = (await res.json().catch(() => ({}))) as Partial<CartResponse> & { message?: string };
  if (returnTo) return redirect(returnTo, { status: 303, headers });
  if (!res.ok || !body.cart) {
    return data<CartActionData>({ ok: false, message: body.message ?? 'Your cart could not be updated.' }, { status: res.ok ? 502 : res.status, headers });
  }
  return data<CartActionData>({ ok: true, cart: body.cart }, { headers });
}

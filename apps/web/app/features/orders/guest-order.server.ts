import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ORDER_LOOKUP_MESSAGE, OrderLookupBody } from '@atelier/contract/orders';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { orderLinkCookie, orderLinkHeaders, orderLinkOf } from '~/lib/order-link.server.ts';
import { orderRequest } from './orders.server.ts';

/** The order guid a link names (its subject): only to address the API, which checks the signature. */
function orderGuidOf(token: string): string | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' && payload.sub.length <= 64 ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A guest order's pages (R5.15). A mailed link lands with ?link=: it is swapped for the HttpOnly
 * cookie and the address bar loses it (no token in history or a Referer). Without a good link the
 * shopper is sent to find the order again.
 */
async function withLink(context: AppLoadContext, request: Request): Promise<{ token: string; guid: string }> {
  const url = new URL(request.url);
  const fresh = url.searchParams.get('link');
  if (fresh && fresh.length <= 2048) {
    throw redirect(url.pathname, { headers: { 'set-cookie': orderLinkCookie(context, fresh) } });
  }
  const token = orderLinkOf(request);
  const guid = token && orderGuidOf(token);
  if (!token || !guid) throw redirect('/order-lookup?expired=1');
  return { token, guid };
}

const notFound = (err: unknown) => {
  if (err instanceof ApiError && (err.status === 404 || err.status === 401)) throw redirect('/order-lookup?expired=1');
  throw err;
};

export async function guestOrderLoader(context: AppLoadContext, request: Request) {
  const { token, guid } = await withLink(context, request);
  try {
    const { order } = okBody(await callApi(context, ordersEndpoints.myOrder, { params: { id: guid }, headers: orderLinkHeaders(token) }));
    return { order };
  } catch (err) {
    return notFound(err);
  }
}

export async function guestReceiptLoader(context: AppLoadContext, request: Request) {
  const { token, guid } = await withLink(context, request);
  try {
    return okBody(await callApi(context, ordersEndpoints.receipt, { params: { id: guid }, headers: orderLinkHeaders(token) }));
  } catch (err) {
    return notFound(err);
  }
}

/** A return (or cancel, refund) request from a guest order's page, through its link (R5.15). */
export async function guestOrderAction(context: AppLoadContext, request: Request) {
  const token = orderLinkOf(request);
  if (!token) throw redirect('/order-lookup?expired=1');
  return orderRequest(context, request, orderLinkHeaders(token));
}

export interface LookupResult {
  message: string;
  ok: boolean;
}

/** Find an order again (R5.15): the same sentence whatever the answer; the link goes by mail. */
export async function orderLookupAction(context: AppLoadContext, request: Request) {
  const form = await request.formData();
  const parsed = OrderLookupBody.safeParse({ email: form.get('email') ?? '', orderNumber: form.get('orderNumber') ?? '' });
  if (!parsed.success) {
    return data<LookupResult>({ ok: false, message: 'Please enter the email address and the order number from your confirmation.' }, 400);
  }
  const answer = await callApi(context, ordersEndpoints.orderLookup, { body: parsed.data });
  if (!answer.ok) return data<LookupResult>({ ok: false, message: answer.error.message ?? 'Please try again later.' }, answer.status);
  return { ok: true, message: ORDER_LOOKUP_MESSAGE } satisfies LookupResult;
}

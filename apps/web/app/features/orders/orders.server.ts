import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import { data, redirect, type AppLoadContext } from 'react-router';
import { ORDER_PAGE_SIZE } from '@atelier/contract/orders';
import type { ReturnRequestInput } from '@atelier/contract/returns';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { loginRedirectPath, requireUser } from '~/lib/session.server.ts';
import { refundToOf } from '~/lib/refund-to.ts';

export type OrderIntent = 'cancel' | 'refund' | 'return';
export type OrderActionData =
  | { ok: true; intent: OrderIntent; message: string; orderNumber: string }
  | { ok: false; intent: OrderIntent | null; message: string; fields?: string[] };

const pageOf = (value: string | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
};

/**
 * My Orders: one page of the history (5 a page, R6.9) and, when the address names one
 * (?order=guid), that order's detail for the modal, so the modal can be linked to and reloaded.
 */
export async function ordersLoader(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  const url = new URL(request.url);
  const page = pageOf(url.searchParams.get('page'));
  const guid = url.searchParams.get('order');
  const [list, detail] = await Promise.all([
    callApi(context, ordersEndpoints.myOrders, { query: { page, limit: ORDER_PAGE_SIZE } }).then(okBody),
    guid
      ? callApi(context, ordersEndpoints.myOrder, { params: { id: guid.slice(0, 64) } })
          .then((answer) => okBody(answer).order)
          .catch((err: unknown) => {
            if (err instanceof ApiError && err.status === 404) return null;
            throw err;
          })
      : Promise.resolve(null),
  ]);
  // Past the last page (an order was cancelled away, an old link): show the last one instead.
  if (list.pagination.totalPages > 0 && page > list.pagination.totalPages) {
    throw redirect(`${url.pathname}?page=${list.pagination.totalPages}`);
  }
  return { orders: list.orders, totalPages: list.pagination.totalPages, total: list.pagination.total, page, detail };
}

/** Cancel request (PUT) and refund request (POST) for one of the shopper's orders. */
export async function ordersAction(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  return orderRequest(context, request, {});
}

/** The cancel, refund and return requests, for the account, or with a guest order's link headers (R5.15). */
export async function orderRequest(context: AppLoadContext, request: Request, headers: Record<string, string>) {
  const form = await request.formData();
  const rawIntent = form.get('intent');
  const intent: OrderIntent | null = rawIntent === 'cancel' || rawIntent === 'refund' || rawIntent === 'return' ? rawIntent : null;
  const guid = form.get('orderGuid');
  if (!intent || typeof guid !== 'string' || !guid || guid.length > 64) {
    return data<OrderActionData>(
      { ok: false, intent, message: 'This request could not be understood. Please reload the page and try again.' },
      { status: 400 },
    );
  }
  const send = (c: AppLoadContext, g: string) =>
    intent === 'return'
      ? callApi(c, returnsEndpoints.requestReturn, { params: { id: g }, body: returnBody(form), headers })
      : intent === 'cancel'
        ? callApi(c, ordersEndpoints.requestCancel, { params: { id: g }, headers })
        : callApi(c, returnsEndpoints.requestRefund, { params: { id: g }, body: { refundTo: refundToOf(form) }, headers });
  if (intent === 'return' && returnBody(form).items.length === 0) {
    // Tied to the quantity fields, the first of which takes the focus (R12.12).
    const quantities = [...form.keys()].filter((name) => /^qty-\d+$/.test(name));
    return data<OrderActionData>(
      { ok: false, intent, message: 'Choose at least one item to return.', fields: quantities },
      { status: 400 },
    );
  }
  // No reason is chosen for the shopper: each returned item needs one (R21.1).
  const unreasoned = intent === 'return' ? returnBody(form).items.filter((i) => !i.reason) : [];
  if (unreasoned.length) {
    return data<OrderActionData>(
      { ok: false, intent, message: 'Choose a reason for each item you return.', fields: unreasoned.map((i) => `reason-${i.lineId}`) },
      { status: 400 },
    );
  }
  try {
    const res = okBody(await send(context, guid));
    return data<OrderActionData>({ ok: true, intent, message: res.message, orderNumber: res.order.orderNumber });
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw redirect(loginRedirectPath(request));
    if (err instanceof ApiError && err.status < 500)
      return data<OrderActionData>({ ok: false, intent, message: err.message }, { status: err.status });
    console.error(`orders: the ${intent} request failed`, err);
    return data<OrderActionData>({ ok: false, intent, message: 'An error occurred. Please try again.' }, { status: 502 });
  }
}

/** The return form's fields (qty-<line>, reason-<line>, comment-<line>, exchange-<line>) as the API's request; lines left at 0 are not sent. */
function returnBody(form: FormData) {
  const items = [];
  for (const [name, value] of form.entries()) {
    const m = /^qty-(\d+)$/.exec(name);
    const quantity = Number(value);
    if (!m || !Number.isInteger(quantity) || quantity <= 0) continue;
    const text = (field: string) => String(form.get(`${field}-${m[1]}`) ?? '');
    items.push({
      lineId: Number(m[1]),
      quantity,
      reason: text('reason') as ReturnRequestInput['items'][number]['reason'],
      comment: text('comment'),
      // Another size or colour instead of a refund (R21.20); the API checks it is one of the line's options.
      ...(text('exchange') ? { exchangeFor: text('exchange') } : {}),
    });
  }
  // The customer's choice for the refund (R23.16); the API refuses store credit on a guest's order.
  return { items, refundTo: refundToOf(form) };
}

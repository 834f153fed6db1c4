import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { formatPence } from '@atelier/contract/shared';
import { data, type AppLoadContext } from 'react-router';
import { poundsTextToPence } from '@atelier/contract/catalogue';
import { adminCall, formText } from '../admin-api.server.ts';
import type { OrderActionData, OwnerField } from './order-action-data.ts';
import { refundToOf } from '~/lib/refund-to.ts';

/** Where the owner sent the refund, as the page's answer says it (R23.18). */
const whereTo = (form: FormData) =>
  refundToOf(form) === 'store_credit' ? 'added to the customer’s store credit' : 'refunded to the customer’s card';
import { stepUpAsked } from './step-up-retry.server.ts';

type Units = Array<{ lineId: number; quantity: number }>;

/**
 * The 409 of an order that moved on since the page was opened: say where it is now (R22.5); the
 * page reloads the order after this answer.
 */
export async function staleOrder(context: AppLoadContext, guid: string, why = ''): Promise<ReturnType<typeof data<OrderActionData>>> {
  const now = await adminCall(callApi(context, ordersEndpoints.adminOrder, { params: { guid } }));
  const where = now.ok ? `it is now ${now.body.order.statusLabel}` : 'it has moved on';
  return data<OrderActionData>(
    {
      ok: false,
      message: `This order changed since the page was opened: ${where}.${why ? ` ${why}` : ''} The page now shows it as it is; check it before acting.`,
    },
    { status: 409 },
  );
}

/** The units typed into the refund form (qty-{lineId}), those above zero. */
function unitsOf(form: FormData): Units {
  const out: Units = [];
  for (const [name, value] of form.entries()) {
    const m = /^qty-(\d+)$/.exec(name);
    const n = typeof value === 'string' ? Number(value.trim() || '0') : NaN;
    if (m && Number.isInteger(n) && n > 0) out.push({ lineId: Number(m[1]), quantity: n });
  }
  return out;
}

const refused = (message: string, field: OwnerField, values: Record<string, string> = {}) =>
  data<OrderActionData>({ ok: false, message, errors: { [field]: message }, values }, { status: 400 });

/**
 * The owner's own moves on the order page: `cancel-review` and `refund-review` answer what will
 * happen for the owner to confirm (nothing changes yet); `cancel` and `refund` make it. Undefined
 * when the form is none of them.
 */
export async function ownerMoveAction(context: AppLoadContext, form: FormData, guid: string) {
  const intent = formText(form, 'intent');
  const reason = formText(form, 'reason');

  if (intent === 'cancel-review' || intent === 'cancel') {
    if (!reason) return refused('Say why the order is cancelled; the customer is told.', 'cancelReason');
    if (intent === 'cancel-review') {
      const now = await adminCall(callApi(context, ordersEndpoints.adminOrder, { params: { guid } }));
      if (!now.ok || !now.body.owner.canCancel) return staleOrder(context, guid);
      return { ok: true, message: '', confirm: { kind: 'cancel', reason } } satisfies OrderActionData;
    }
    const expectedPence = Number(formText(form, 'expectedPence'));
    if (!formText(form, 'expectedPence') || !Number.isInteger(expectedPence))
      return data<OrderActionData>({ ok: false, message: 'Review the cancellation again before confirming it.' }, { status: 400 });
    const r = await adminCall(
      callApi(context, ordersEndpoints.ownerCancelOrder, { params: { guid }, body: { reason, expectedPence, refundTo: refundToOf(form) } }),
    );
    const up = stepUpAsked(r, form);
    if (up) return up;
    if (!r.ok && r.status === 409) return staleOrder(context, guid, r.code === 'REFUND_AMOUNT_CHANGED' ? r.message : '');
    if (!r.ok) return data<OrderActionData>({ ok: false, message: `Cancel order: ${r.message}` }, { status: r.status });
    const refunded = formatPence(Math.round(r.body.order.refundedTotal * 100));
    return {
      ok: true,
      message: `Order ${r.body.order.orderNumber} cancelled: ${refunded} ${whereTo(form)}, the items are back in stock and the customer has been emailed.`,
    } satisfies OrderActionData;
  }

  if (intent === 'refund-review') {
    const whole = formText(form, 'scope') === 'whole';
    const items = whole ? undefined : unitsOf(form);
    const values = { reason, restock: form.get('restock') === 'on' ? 'on' : '' };
    if (items && !items.length) return refused('Choose how many of an item to refund, or refund everything left.', 'refundItems', values);
    if (!reason) return refused('Say why you refund; the customer is told.', 'refundReason', values);
    const q = await adminCall(callApi(context, returnsEndpoints.ownerRefundQuote, { params: { guid }, body: items ? { items } : {} }));
    if (!q.ok && q.status === 409) return staleOrder(context, guid, q.message);
    if (!q.ok) return data<OrderActionData>({ ok: false, message: q.message, values }, { status: q.status });
    return {
      ok: true,
      message: '',
      confirm: { kind: 'refund', reason, restock: values.restock === 'on', quote: q.body },
    } satisfies OrderActionData;
  }

  if (intent === 'refund') {
    const items = unitsOf(form);
    const expectedPence = Number(formText(form, 'expectedPence'));
    const restock = formText(form, 'restock') === 'on';
    if (!items.length || !reason || !Number.isInteger(expectedPence))
      return data<OrderActionData>({ ok: false, message: 'Review the refund again before confirming it.' }, { status: 400 });
    const r = await adminCall(
      callApi(context, returnsEndpoints.ownerRefund, {
        params: { guid },
        body: { items, restock, reason, expectedPence, refundTo: refundToOf(form) },
      }),
    );
    const up = stepUpAsked(r, form);
    if (up) return up;
    if (!r.ok && r.status === 409) return staleOrder(context, guid, r.message);
    if (!r.ok) return data<OrderActionData>({ ok: false, message: `Refund: ${r.message}` }, { status: r.status });
    return {
      ok: true,
      message: `${formatPence(expectedPence)} ${whereTo(form)}${restock ? ', the items are back in stock' : ''} and the customer has been emailed. The order is ${r.body.order.statusLabel}.`,
    } satisfies OrderActionData;
  }
  if (intent === 'goodwill-review' || intent === 'goodwill') {
    const typed = formText(form, 'amount');
    const amountPence = poundsTextToPence(typed);
    const values = { amount: typed, reason };
    if (amountPence === undefined || amountPence < 1)
      return refused('Enter the amount to refund in pounds, such as 5 or 12.50.', 'goodwillAmount', values);
    if (!reason) return refused('Say why you refund; it is kept in the order’s history.', 'goodwillReason', values);
    if (intent === 'goodwill-review') {
      const now = await adminCall(callApi(context, ordersEndpoints.adminOrder, { params: { guid } }));
      if (!now.ok || !now.body.owner.canGoodwill) return staleOrder(context, guid);
      if (amountPence > now.body.owner.leftPence)
        return refused(
          `Only ${formatPence(now.body.owner.leftPence)} is left to refund on this order: enter at most that.`,
          'goodwillAmount',
          values,
        );
      return { ok: true, message: '', confirm: { kind: 'goodwill', reason, amountPence } } satisfies OrderActionData;
    }
    const r = await adminCall(
      callApi(context, ordersEndpoints.goodwillRefund, {
        params: { guid },
        body: { reason, expectedPence: amountPence, refundTo: refundToOf(form) },
      }),
    );
    const up = stepUpAsked(r, form);
    if (up) return up;
    if (!r.ok && r.status === 409) return staleOrder(context, guid, r.message);
    if (!r.ok) return data<OrderActionData>({ ok: false, message: `Goodwill refund: ${r.message}`, values }, { status: r.status });
    return {
      ok: true,
      message: `${formatPence(amountPence)} ${whereTo(form)} as a goodwill gesture; ${formatPence(r.body.owner.leftPence)} is left to refund. The order is ${r.body.order.statusLabel}.`,
    } satisfies OrderActionData;
  }
  return undefined;
}

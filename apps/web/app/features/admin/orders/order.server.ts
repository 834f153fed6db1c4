import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { isMoneyAction, ORDER_ACTIONS, ORDER_ACTION_LABELS, type OrderAction } from '@atelier/contract/orders';
import { formatPence } from '@atelier/contract/shared';
import { CARRIERS, type Carrier } from '@atelier/contract/fulfilment';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText, requireAdmin } from '../admin-api.server.ts';
import type { OrderActionData } from './order-action-data.ts';
import { ownerMoveAction, staleOrder } from './order-owner-moves.server.ts';
import { returnAction } from '../returns/order-returns.server.ts';
import { stepUpAction } from '../staff/two-step.server.ts';
import { refundToOf } from '~/lib/refund-to.ts';
import { retriedFields, stepUpAsked } from './step-up-retry.server.ts';

const DONE: Record<OrderAction, string> = {
  process: 'The order is being processed.',
  ship: 'Marked as shipped; the customer has been emailed (with the tracking link when one was given).',
  deliver: 'Marked as delivered; the return window has started.',
  'ready-to-collect': 'Ready to collect; the customer has been emailed the studio’s address, hours and what to bring.',
  collected: 'Marked as collected; the return window has started.',
  'approve-cancel': 'Cancellation approved: refunded, stock returned, customer emailed.',
  'decline-cancel': 'Cancellation declined; the customer has been emailed.',
  'approve-refund': 'Refund approved: refunded, stock returned, customer emailed.',
  'reject-refund': 'Refund rejected; the customer has been emailed.',
};

/**
 * The order page's action: one move of R6.2, through POST /api/admin/orders/{guid}/{action}, or
 * the approvals that refund through routes of their own, with the amount the page showed. A move
 * that needs a step-up first asks for it in place (intent=step-up), then is posted again.
 */
export async function orderAction(context: AppLoadContext, request: Request, guid: string) {
  await requireAdmin(context);
  const form = await request.formData();
  if (formText(form, 'intent') === 'step-up') return stepUpThenRetry(context, form, guid);
  return orderMove(context, form, guid);
}

/**
 * intent=step-up: the password or code, then the move that asked for it, posted again with what
 * the person had typed. A refused step-up asks again, keeping the move.
 */
async function stepUpThenRetry(context: AppLoadContext, form: FormData, guid: string) {
  const fields = retriedFields(form);
  const up = await stepUpAction(context, form);
  if (!up.ok) return data<OrderActionData>({ ok: false, message: up.message, stepUp: { fields, error: up.message } }, { status: 403 });
  const again = new FormData();
  for (const [name, value] of fields) again.append(name, value);
  return orderMove(context, again, guid);
}

async function orderMove(context: AppLoadContext, form: FormData, guid: string) {
  const returnResult = await returnAction(context, form, guid);
  if (returnResult) return returnResult;
  const ownerResult = await ownerMoveAction(context, form, guid);
  if (ownerResult) return ownerResult;
  if (formText(form, 'intent') === 'note') {
    const r = await adminCall(
      callApi(context, fulfilmentEndpoints.addOrderNote, { params: { guid }, body: { body: formText(form, 'body') } }),
    );
    if (!r.ok)
      return data<OrderActionData>(
        { ok: false, message: r.code === 'VALIDATION_ERROR' ? 'Write the note first.' : r.message },
        { status: r.status },
      );
    return { ok: true, message: 'Note added.', noted: true } satisfies OrderActionData;
  }
  const intent = formText(form, 'intent') as OrderAction;
  if (!ORDER_ACTIONS.includes(intent)) return data<OrderActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
  if (isMoneyAction(intent)) {
    const expectedPence = Number(formText(form, 'expectedPence'));
    if (!formText(form, 'expectedPence') || !Number.isInteger(expectedPence))
      return data<OrderActionData>({ ok: false, message: 'Reload the order and confirm the amount again.' }, { status: 400 });
    const declared = intent === 'approve-cancel' ? ordersEndpoints.approveCancel : ordersEndpoints.approveRefund;
    const refundTo = refundToOf(form);
    const r = await adminCall(callApi(context, declared, { params: { guid }, body: { expectedPence, refundTo } }));
    const up = stepUpAsked(r, form);
    if (up) return up;
    if (!r.ok && r.status === 409) return staleOrder(context, guid, r.code === 'REFUND_AMOUNT_CHANGED' ? r.message : '');
    if (!r.ok) return data<OrderActionData>({ ok: false, message: `${ORDER_ACTION_LABELS[intent]}: ${r.message}` }, { status: r.status });
    const refunded = `${formatPence(expectedPence)} ${refundTo === 'store_credit' ? 'added to the customer’s store credit' : 'refunded'}`;
    return { ok: true, message: DONE[intent].replace('refunded', refunded) } satisfies OrderActionData;
  }
  const carrier = formText(form, 'carrier');
  const tracking =
    intent === 'ship' && (CARRIERS as readonly string[]).includes(carrier)
      ? { carrier: carrier as Carrier, trackingNumber: formText(form, 'trackingNumber') }
      : {};
  const r = await adminCall(
    callApi(context, ordersEndpoints.adminOrderAction, {
      params: { guid, action: intent },
      body: { note: formText(form, 'note'), ...tracking },
    }),
  );
  // The page was out of date: someone (or the customer) moved the order meanwhile.
  if (!r.ok && r.status === 409) return staleOrder(context, guid);
  if (!r.ok) return data<OrderActionData>({ ok: false, message: `${ORDER_ACTION_LABELS[intent]}: ${r.message}` }, { status: r.status });
  return { ok: true, message: DONE[intent] } satisfies OrderActionData;
}

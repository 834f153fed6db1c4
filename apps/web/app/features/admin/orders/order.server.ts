import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { ORDER_ACTIONS, ORDER_ACTION_LABELS, type OrderAction } from '@atelier/contract/orders';
import { CARRIERS, type Carrier } from '@atelier/contract/fulfilment';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText, requireAdmin } from '../admin-api.server.ts';
import type { OrderActionData } from './order-action-data.ts';
import { ownerMoveAction, staleOrder } from './order-owner-moves.server.ts';
import { returnAction } from '../returns/order-returns.server.ts';

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

/** The order page's action: one move of R6.2, through POST /api/admin/orders/{guid}/{action}. */
export async function orderAction(context: AppLoadContext, request: Request, guid: string) {
  await requireAdmin(context);
  const form = await request.formData();
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
    return { ok: true, message: 'Note added.' } satisfies OrderActionData;
  }
  const intent = formText(form, 'intent') as OrderAction;
  if (!ORDER_ACTIONS.includes(intent)) return data<OrderActionData>({ ok: false, message: 'Unknown action.' }, { status: 400 });
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

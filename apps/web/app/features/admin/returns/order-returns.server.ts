import * as returnsEndpoints from '@atelier/contract/returns/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText } from '../admin-api.server.ts';
import type { OrderActionData } from '../orders/order-action-data.ts';
import { staleOrder } from '../orders/order-owner-moves.server.ts';
import { stepUpAsked } from '../orders/step-up-retry.server.ts';
import { refundToOf } from '~/lib/refund-to.ts';

/** The order page's return decisions (R21.3); undefined when the form is not one of them. */
export async function returnAction(context: AppLoadContext, form: FormData, guid: string) {
  const intent = formText(form, 'intent');
  if (intent !== 'approve-return' && intent !== 'reject-return') return undefined;
  const id = formText(form, 'returnId');
  const note = formText(form, 'note');
  const expectedPence = Number(formText(form, 'expectedPence'));
  if (intent === 'approve-return' && (!formText(form, 'expectedPence') || !Number.isInteger(expectedPence)))
    return data<OrderActionData>({ ok: false, message: 'Reload the order and confirm the amount again.' }, { status: 400 });
  const r =
    intent === 'approve-return'
      ? await adminCall(
          callApi(context, returnsEndpoints.approveReturn, {
            params: { guid, id },
            body: { restock: form.get('restock') === 'on', note, expectedPence, refundTo: refundToOf(form) },
          }),
        )
      : await adminCall(callApi(context, returnsEndpoints.rejectReturn, { params: { guid, id }, body: { note } }));
  const up = stepUpAsked(r, form);
  if (up) return up;
  if (!r.ok && r.code === 'REFUND_AMOUNT_CHANGED') return staleOrder(context, guid, r.message);
  if (!r.ok) return data<OrderActionData>({ ok: false, message: r.message }, { status: r.status });
  const decided = r.body.order.returns.find((x) => String(x.id) === id);
  const refund = decided?.refund;
  const message =
    intent === 'approve-return' && decided?.exchange?.state === 'made'
      ? `Exchange approved: replacement order ${decided.exchange.orderNumber} made, customer emailed.`
      : intent === 'approve-return'
        ? decided?.refundTo === 'store_credit' && refund
          ? `Return approved: £${refund.toFixed(2)} added to the customer’s store credit, customer emailed.`
          : `Return approved: ${refund === null || refund === undefined ? '' : `£${refund.toFixed(2)} `}refunded, customer emailed.`
        : 'Return rejected; the customer has been emailed with your note.';
  return { ok: true, message } satisfies OrderActionData;
}

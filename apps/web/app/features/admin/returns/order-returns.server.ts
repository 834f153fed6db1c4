import { data, type AppLoadContext } from 'react-router';
import { adminCall, formText } from '../admin-api.server.ts';
import { adminApi } from '../admin-endpoints.server.ts';
import type { OrderActionData } from '../orders/order-action-data.ts';

/** The order page's return decisions (R21.3); undefined when the form is not one of them. */
export async function returnAction(context: AppLoadContext, form: FormData, guid: string) {
  const intent = formText(form, 'intent');
  if (intent !== 'approve-return' && intent !== 'reject-return') return undefined;
  const id = formText(form, 'returnId');
  const note = formText(form, 'note');
  const r =
    intent === 'approve-return'
      ? await adminCall(adminApi.orders.approveReturn(context, guid, id, { restock: form.get('restock') === 'on', note }))
      : await adminCall(adminApi.orders.rejectReturn(context, guid, id, { note }));
  if (!r.ok) return data<OrderActionData>({ ok: false, message: r.message }, { status: r.status });
  const refund = r.body.order.returns.find((x) => String(x.id) === id)?.refund;
  const message =
    intent === 'approve-return'
      ? `Return approved: ${refund === null || refund === undefined ? '' : `£${refund.toFixed(2)} `}refunded, customer emailed.`
      : 'Return rejected; the customer has been emailed with your note.';
  return { ok: true, message } satisfies OrderActionData;
}

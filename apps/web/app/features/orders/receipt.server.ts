import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { data, type AppLoadContext } from 'react-router';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { requireUser } from '~/lib/session.server.ts';

/** The VAT receipt of one of the shopper's paid orders; 404 for any other. */
export async function receiptLoader(context: AppLoadContext, request: Request, guid: string) {
  await requireUser(context, request);
  try {
    return okBody(await callApi(context, ordersEndpoints.receipt, { params: { id: guid.slice(0, 64) } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw data('Order not found.', { status: 404 });
    throw err;
  }
}

import * as balanceEndpoints from '@atelier/contract/balances/endpoints';
import type { AppLoadContext } from 'react-router';
import { okBody, callApi } from '~/lib/api-client.server.ts';
import { requireUser } from '~/lib/session.server.ts';

/** /account-store-credit: the signed-in customer's store credit and its history, as the API answers them (R23.9). */
export async function storeCreditLoader(context: AppLoadContext, request: Request) {
  await requireUser(context, request);
  return okBody(await callApi(context, balanceEndpoints.storeCredit));
}

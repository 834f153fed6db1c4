import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api-client.server.ts';

/** Whether the address forms show "Find address" (R20.23); false when the API cannot say. */
export async function readAddressLookup(context: AppLoadContext): Promise<boolean> {
  try {
    const answer = await callApi(context, checkoutEndpoints.addressLookupStatus);
    return answer.ok && answer.body.available;
  } catch {
    return false;
  }
}

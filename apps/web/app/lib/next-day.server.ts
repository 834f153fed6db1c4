import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api-client.server.ts';

/**
 * "Order within 2 h 14 min for delivery on Tuesday", as the API's clock sees it now (R20.12), for
 * the product page, cart and checkout. Null when the API cannot say: the line is then left out.
 */
export async function readNextDayLine(context: AppLoadContext): Promise<string | null> {
  try {
    const answer = await callApi(context, checkoutEndpoints.nextDay);
    return answer.ok ? answer.body.text : null;
  } catch {
    return null;
  }
}

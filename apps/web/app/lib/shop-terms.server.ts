import * as settingsEndpoints from '@atelier/contract/settings/endpoints';
import type { ShopTermsAnswer } from '@atelier/contract/settings';
import type { AppLoadContext } from 'react-router';
import { callApi } from './api-client.server.ts';

/**
 * What the shop promises, from its settings in force (R22.21), read by the root loader for every
 * page. Null when the API cannot say: pages then leave the promise out rather than guess it.
 */
export async function readShopTerms(context: AppLoadContext): Promise<ShopTermsAnswer | null> {
  try {
    const answer = await callApi(context, settingsEndpoints.shopTerms);
    return answer.ok ? answer.body : null;
  } catch {
    return null;
  }
}

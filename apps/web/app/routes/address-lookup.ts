import * as checkoutEndpoints from '@atelier/contract/checkout/endpoints';
import type { AddressLookupResult } from '@atelier/contract/checkout';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import type { Route } from './+types/address-lookup';

/**
 * Resource route for "Find address" (R20.23): the API's addresses at a postcode, or its reason in
 * words (not found, not working just now, a postcode of the wrong shape, too many lookups).
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<AddressLookupResult> {
  const postcode = new URL(request.url).searchParams.get('postcode')?.trim().slice(0, 12) ?? '';
  try {
    const { addresses } = okBody(await callApi(context, checkoutEndpoints.addressLookup, { query: { postcode } }));
    return { addresses };
  } catch (err) {
    if (err instanceof ApiError && (err.status < 500 || err.status === 503)) return { message: err.message };
    throw err;
  }
}

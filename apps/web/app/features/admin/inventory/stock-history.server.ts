import type { AdminProduct } from '@atelier/contract/catalogue';
import type { StockHistoryPage } from '@atelier/contract/inventory';
import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import type { AppLoadContext } from 'react-router';
import { callApi } from '~/lib/api-client.server.ts';
import { adminCall } from '../admin-api.server.ts';

/**
 * The stock history the product page shows (R3.16): the size named by ?history= when it is one of
 * this product's, else the first, at ?historyPage=. Null when it cannot be read: the rest of the
 * page still works.
 */
export async function productStockHistory(context: AppLoadContext, product: AdminProduct, url: URL): Promise<StockHistoryPage | null> {
  const wanted = Number(url.searchParams.get('history'));
  const variant = product.variants.find((v) => v.id === wanted) ?? product.variants[0];
  if (!variant) return null;
  const page = /^\d{1,5}$/.test(url.searchParams.get('historyPage') ?? '') ? url.searchParams.get('historyPage')! : '1';
  const r = await adminCall(callApi(context, inventoryEndpoints.stockHistory, { params: { id: String(variant.id) }, query: { page } }));
  return r.ok ? r.body : null;
}

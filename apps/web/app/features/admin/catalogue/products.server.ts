import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { type AdminProductListQuery, BULK_ACTIONS, bulkSentence, needsCollection, type BulkAction } from '@atelier/contract/catalogue';
import { data, type AppLoadContext } from 'react-router';
import { adminCall, adminGet, apiFieldErrors, formText, requireAdmin } from '../admin-api.server.ts';
import { inputToPence } from '../format.ts';

/** The list's filters and order as the address bar has them (prices in pounds, as the owner types them). */
export interface ProductFilters {
  search: string;
  status: string;
  category: string;
  stock: string;
  minPrice: string;
  maxPrice: string;
  sort: string;
}
const FILTER_KEYS = ['search', 'status', 'category', 'stock', 'minPrice', 'maxPrice', 'sort'] as const;

export interface ProductsActionData {
  ok: boolean;
  message: string;
}

type RawQuery = Partial<Record<keyof AdminProductListQuery, string>>;

/** The API's query from the page's: pounds become pence; an amount that is not one is named, and left out. */
function apiQuery(f: ProductFilters, page: string): { q: RawQuery; problems: string[] } {
  const { minPrice, maxPrice, ...rest } = f;
  const q: RawQuery = {};
  for (const [k, v] of Object.entries({ ...rest, page })) if (v) q[k as keyof RawQuery] = v;
  const problems: string[] = [];
  for (const [value, key, label] of [
    [minPrice, 'minPricePence', 'Price from'],
    [maxPrice, 'maxPricePence', 'Price to'],
  ] as const) {
    if (!value) continue;
    const pence = inputToPence(value);
    if (pence === undefined) problems.push(`${label} must be an amount in pounds, like 25 or 19.99.`);
    else q[key] = String(pence);
  }
  return { q, problems };
}

/** /admin/products (R22.14): the page of products the address asks for, and what the bulk bar offers. */
export async function productListLoader(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const filters = Object.fromEntries(FILTER_KEYS.map((k) => [k, url.searchParams.get(k)?.trim() ?? ''])) as unknown as ProductFilters;
  const { q, problems } = apiQuery(filters, url.searchParams.get('page')?.trim() ?? '');
  const [answer, cats, cols] = await Promise.all([
    adminCall(callApi(context, catalogueEndpoints.adminProducts, { query: q })),
    adminGet(callApi(context, catalogueEndpoints.adminCategories)),
    adminGet(callApi(context, catalogueEndpoints.adminCollections)),
  ]);
  let list;
  if (answer.ok) list = answer.body;
  else if (answer.status === 400) {
    // A hand-edited address (an unknown sort, a page 0): say so, and show the whole list.
    problems.push(`These filters could not be used: ${Object.values(apiFieldErrors(answer.message)).join(' ') || answer.message}`);
    list = await adminGet(callApi(context, catalogueEndpoints.adminProducts, { query: {} }));
  } else throw data(null, { status: answer.status === 404 ? 404 : answer.status });
  return {
    list,
    categories: cats.categories.map((c) => ({ id: c.id, name: c.name })),
    collections: cols.collections.map((c) => ({ id: c.id, name: c.name })),
    filters,
    problems,
    /** Every box ticked: the no-JavaScript way to choose the whole page. */
    selectAll: url.searchParams.get('select') === 'all',
  };
}

/** The bulk bar's post (R22.16): one action on the ticked products; the answer is the list's status message. */
export async function productBulkAction(context: AppLoadContext, request: Request) {
  await requireAdmin(context);
  const form = await request.formData();
  const action = formText(form, 'action');
  if (!(BULK_ACTIONS as readonly string[]).includes(action)) return refused(400, 'Choose what to do with the ticked products.');
  const ids = form.getAll('ids').map((v) => Number(v));
  if (!ids.length) return refused(400, 'Tick at least one product first.');
  const collectionId = Number(formText(form, 'collectionId'));
  const body = {
    action: action as BulkAction,
    ids,
    ...(needsCollection(action as BulkAction) && collectionId ? { collectionId } : {}),
  };
  const r = await adminCall(callApi(context, catalogueEndpoints.adminBulkProducts, { body }));
  if (!r.ok) return refused(r.status, Object.values(apiFieldErrors(r.message)).join(' ') || r.message);
  return { ok: true, message: bulkSentence(r.body) } satisfies ProductsActionData;
}

const refused = (status: number, message: string) => data<ProductsActionData>({ ok: false, message }, { status });

import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { data, redirect } from 'react-router';
import { adminCall, requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-product-duplicate';

/** Nothing to show here: the product page posts to this address. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  throw data(null, { status: 404 });
}

/** Copies the product (R22.13) and opens the copy, off sale and without stock, to be made the owner's own. */
export async function action({ context, params }: Route.ActionArgs) {
  await requireAdmin(context);
  const r = await adminCall(callApi(context, catalogueEndpoints.adminDuplicateProduct, { params: { id: params.id } }));
  if (!r.ok) throw data(null, { status: r.status === 404 ? 404 : r.status });
  return redirect(`/admin/products/${r.body.product.id}?duplicated`);
}

import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { endpointUrl } from '@atelier/contract/shared/endpoint';
import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-products-export';

/** The whole catalogue as CSV, straight from GET /api/admin/products/export (R22.6): a file, so read raw, its path from the declaration. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const res = await context.apiFetch(endpointUrl(catalogueEndpoints.adminExportProducts));
  if (!res.ok) throw new Response(null, { status: res.status === 403 || res.status === 401 ? 404 : res.status });
  return new Response(await res.arrayBuffer(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="atelier-products.csv"',
      'cache-control': 'no-store',
    },
  });
}

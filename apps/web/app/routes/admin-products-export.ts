import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-products-export';

/** The whole catalogue as CSV, straight from GET /api/admin/products/export (R22.6). */
export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  const res = await context.apiFetch('/api/admin/products/export');
  if (!res.ok) throw new Response(null, { status: res.status === 403 || res.status === 401 ? 404 : res.status });
  return new Response(await res.arrayBuffer(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="atelier-products.csv"',
      'cache-control': 'no-store',
    },
  });
}

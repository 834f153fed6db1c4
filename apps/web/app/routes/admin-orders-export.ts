import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';
import { endpointUrl } from '@atelier/contract/shared/endpoint';
import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import type { Route } from './+types/admin-orders-export';

/** The orders the list's filters find, as CSV, straight from GET /api/admin/orders/export (R22.3). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const keep = new URLSearchParams();
  for (const [k, v] of new URL(request.url).searchParams) if (['status', 'method', 'q', 'from', 'to'].includes(k) && v) keep.set(k, v);
  const res = await context.apiFetch(`${endpointUrl(fulfilmentEndpoints.exportOrders)}${keep.size ? `?${keep}` : ''}`);
  if (res.status === 400) return new Response('These filters are not valid.', { status: 400 });
  if (!res.ok) throw new Response(null, { status: res.status === 403 || res.status === 401 ? 404 : res.status });
  return new Response(await res.arrayBuffer(), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment; filename="atelier-orders.csv"',
      'cache-control': 'no-store',
    },
  });
}

import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import type { AdminOrderListQuery } from '@atelier/contract/orders';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { OrdersPage } from '~/features/admin/orders/orders-page';
import type { Route } from './+types/admin-orders';

export const meta = () => [{ title: 'Orders | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const q: Partial<Record<keyof AdminOrderListQuery, string>> = {};
  for (const k of ['status', 'method', 'q', 'from', 'to', 'page'] as const) {
    const v = url.searchParams.get(k)?.trim();
    if (v) q[k] = v;
  }
  const list = await adminGet(callApi(context, ordersEndpoints.adminOrders, { query: q }));
  return { list, status: q.status ?? '', method: q.method ?? '', q: q.q ?? '', from: q.from ?? '', to: q.to ?? '' };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { list, ...filters } = loaderData;
  return <OrdersPage data={list} filters={filters} />;
}

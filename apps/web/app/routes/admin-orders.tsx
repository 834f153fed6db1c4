import type { AdminOrderList } from '@atelier/contract/admin-order';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { OrdersPage } from '~/features/admin/orders-page';
import type { Route } from './+types/admin-orders';

export const meta = () => [{ title: 'Orders | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const k of ['status', 'q', 'page']) {
    const v = url.searchParams.get(k)?.trim();
    if (v) q.set(k, v);
  }
  const list = await adminGet<AdminOrderList>(context, `/orders?${q.toString()}`);
  return { list, status: q.get('status') ?? '', q: q.get('q') ?? '' };
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage data={loaderData.list} status={loaderData.status} q={loaderData.q} />;
}

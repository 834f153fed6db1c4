import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { LowStockPage } from '~/features/admin/inventory/low-stock-page';
import type { Route } from './+types/admin-low-stock';

export const meta = () => [{ title: 'Low stock | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(callApi(context, inventoryEndpoints.lowStock, { query: { page: new URL(request.url).searchParams.get('page') ?? '1' } }));
}

export default function AdminLowStock({ loaderData }: Route.ComponentProps) {
  return <LowStockPage data={loaderData} />;
}

import * as inventoryEndpoints from '@atelier/contract/inventory/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { BackInStockPage } from '~/features/admin/inventory/back-in-stock-page';
import type { Route } from './+types/admin-back-in-stock';

export const meta = () => [{ title: 'Back in stock | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(callApi(context, inventoryEndpoints.backInStockDemand));
}

export default function AdminBackInStock({ loaderData }: Route.ComponentProps) {
  return <BackInStockPage data={loaderData} />;
}

import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { CustomersPage } from '~/features/admin/customers/customers-pages';
import type { Route } from './+types/admin-customers';

export const meta = () => [{ title: 'Customers | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const p = new URL(request.url).searchParams;
  const q = p.get('q') ?? '';
  const list = await adminGet(
    callApi(context, customersEndpoints.adminCustomers, { query: { q: q || undefined, page: p.get('page') ?? '1' } }),
  );
  return { list, q };
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage data={loaderData.list} q={loaderData.q} />;
}

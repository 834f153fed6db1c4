import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { backOfficeApi } from '~/features/admin/back-office-endpoints.server.ts';
import { CustomerPage } from '~/features/admin/customers/customers-pages';
import type { Route } from './+types/admin-customer';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? data.customer.name || data.customer.email : 'Customer'} | Atelier admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(backOfficeApi.customers.get(context, params.id));
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  return <CustomerPage data={loaderData} />;
}

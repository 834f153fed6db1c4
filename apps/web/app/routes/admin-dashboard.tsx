import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { adminApi } from '~/features/admin/admin-endpoints.server';
import { DashboardPage } from '~/features/admin/dashboard-page';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: 'Dashboard | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet(adminApi.dashboard(context));
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}

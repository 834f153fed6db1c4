import type { DashboardResponse } from '@atelier/contract/admin';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { DashboardPage } from '~/features/admin/dashboard-page';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: 'Dashboard | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return adminGet<DashboardResponse>(context, '/dashboard');
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}

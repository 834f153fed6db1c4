import * as dashboardEndpoints from '@atelier/contract/dashboard/endpoints';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { DashboardPage } from '~/features/admin/dashboard/dashboard-page';
import type { Route } from './+types/admin-dashboard';

export const meta = () => [{ title: 'Dashboard | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  // The page's "waiting for" ages are counted from this instant, the same on the server and in the browser.
  const [dashboard, reminders] = await Promise.all([
    adminGet(callApi(context, dashboardEndpoints.dashboard)),
    adminGet(callApi(context, ordersEndpoints.checkoutReminderFigures)),
  ]);
  return { dashboard, reminders, now: new Date().toISOString() };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData.dashboard} now={loaderData.now} reminders={loaderData.reminders} />;
}

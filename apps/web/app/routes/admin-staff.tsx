import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { backOfficeApi } from '~/features/admin/back-office-endpoints.server.ts';
import { StaffPage } from '~/features/admin/staff/staff-page';
import { staffAction } from '~/features/admin/staff/staff.server.ts';
import type { Route } from './+types/admin-staff';

export const meta = () => [{ title: 'Staff | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  const me = await requireAdmin(context);
  return { staff: await adminGet(backOfficeApi.staff.list(context)), me: me.email };
}

export const action = ({ context, request }: Route.ActionArgs) => staffAction(context, request);

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage data={loaderData.staff} me={loaderData.me} result={actionData} />;
}

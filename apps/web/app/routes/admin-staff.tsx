import * as staffEndpoints from '@atelier/contract/staff/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { StaffPage } from '~/features/admin/staff/staff-page';
import { staffAction } from '~/features/admin/staff/staff.server.ts';
import type { Route } from './+types/admin-staff';

export const meta = () => [{ title: 'Staff | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  const me = await requireAdmin(context);
  return { staff: await adminGet(callApi(context, staffEndpoints.staffList)), me: me.email };
}

export const action = ({ context, request }: Route.ActionArgs) => staffAction(context, request);

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage data={loaderData.staff} me={loaderData.me} result={actionData} />;
}

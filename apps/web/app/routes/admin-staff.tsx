import { StaffPage } from '~/features/admin/staff/staff-page';
import { staffAction, staffLoader } from '~/features/admin/staff/staff.server.ts';
import type { Route } from './+types/admin-staff';

export const meta = () => [{ title: 'Staff | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context }: Route.LoaderArgs) => staffLoader(context);

export const action = ({ context, request }: Route.ActionArgs) => staffAction(context, request);

export default function AdminStaff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} result={actionData} />;
}

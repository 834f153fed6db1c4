import { InvitationPage } from '~/features/admin/staff/invitation-page';
import { acceptInvitation, loadInvitation } from '~/features/admin/staff/invitation.server.ts';
import type { Route } from './+types/admin-invitation';

export const meta = () => [{ title: 'Admin invitation | Atelier' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, params }: Route.LoaderArgs) => loadInvitation(context, params.token);

export const action = ({ context, request, params }: Route.ActionArgs) => acceptInvitation(context, request, params.token);

export default function AdminInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return <InvitationPage load={loaderData} result={actionData} />;
}

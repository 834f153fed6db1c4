import { AccountPage } from '~/features/admin/staff/account-page';
import { accountAction, accountLoader } from '~/features/admin/staff/account.server.ts';
import type { Route } from './+types/admin-account';

export const meta = () => [{ title: 'Your account | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context }: Route.LoaderArgs) => accountLoader(context);
export const action = ({ context, request }: Route.ActionArgs) => accountAction(context, request);

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage me={loaderData.me} sessions={loaderData.sessions} result={actionData} />;
}

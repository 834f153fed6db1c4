import { accountGuard } from '~/features/account/account-guard.server.ts';
import { AccountLayout } from '~/features/account/account-layout';
import type { Route } from './+types/account-layout';

/** Guarded layout of the account pages (R12.3): guests go home with the login panel open. */
export const loader = ({ context, request }: Route.LoaderArgs) => accountGuard(context, request);

/** The guard runs again on every move between account pages: a session revoked elsewhere ends here too. */
export const shouldRevalidate = () => true;

export default AccountLayout;

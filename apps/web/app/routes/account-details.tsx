import { AccountDetailsForm } from '~/features/account/account-details-form';
import { accountDetailsAction } from '~/features/account/account-details.server.ts';
import type { Route } from './+types/account-details';

export const meta = () => [{ title: 'Account Details | Atelier' }, { name: 'robots', content: 'noindex' }];

export const action = ({ context, request }: Route.ActionArgs) => accountDetailsAction(context, request);

export default AccountDetailsForm;

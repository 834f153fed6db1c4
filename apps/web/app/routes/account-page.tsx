import { AccountDashboard } from '~/features/account/account-dashboard';

export const meta = () => [{ title: 'My Account | Atelier' }, { name: 'robots', content: 'noindex' }];

export default AccountDashboard;

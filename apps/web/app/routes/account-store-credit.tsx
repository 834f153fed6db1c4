import { StoreCreditPage } from '~/features/account/store-credit-page';
import { storeCreditLoader } from '~/features/account/store-credit.server.ts';
import type { Route } from './+types/account-store-credit';

export const meta = () => [{ title: 'Store credit | Atelier' }, { name: 'robots', content: 'noindex' }];

export const loader = ({ context, request }: Route.LoaderArgs) => storeCreditLoader(context, request);

export default function AccountStoreCredit({ loaderData }: Route.ComponentProps) {
  return <StoreCreditPage {...loaderData} />;
}

import { GiftCardsPage } from '~/features/admin/gift-cards/gift-cards-page';
import { giftCardsAction, giftCardsLoader } from '~/features/admin/gift-cards/gift-cards.server.ts';
import type { Route } from './+types/admin-gift-cards';

export const meta = () => [{ title: 'Gift cards | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, request }: Route.LoaderArgs) => giftCardsLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => giftCardsAction(context, request);

export default function AdminGiftCards({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <GiftCardsPage accounts={loaderData.accounts} liabilityPence={loaderData.liabilityPence} open={loaderData.open} result={actionData} />
  );
}

import { balanceAction } from '~/features/gift-cards/gift-cards.server.ts';
import { GiftCardBalancePage } from '~/features/gift-cards/gift-card-balance';
import type { Route } from './+types/gift-card-balance';

export const meta = () => [{ title: 'Check a gift card balance | Atelier' }];

export const action = ({ context, request }: Route.ActionArgs) => balanceAction(context, request);

export default function GiftCardBalance() {
  return <GiftCardBalancePage />;
}

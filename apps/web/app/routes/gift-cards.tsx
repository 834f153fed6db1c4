import { giftCardPageLoader, giftCardPurchaseAction } from '~/features/gift-cards/gift-cards.server.ts';
import { GiftCardPage } from '~/features/gift-cards/gift-card-page';
import type { Route } from './+types/gift-cards';

export const meta = () => [
  { title: 'Gift cards | Atelier' },
  { name: 'description', content: 'Send an Atelier gift card by email, today or on the day you choose.' },
];

export const loader = ({ context }: Route.LoaderArgs) => giftCardPageLoader(context);
export const action = ({ context, request }: Route.ActionArgs) => giftCardPurchaseAction(context, request);

export default function GiftCards() {
  return <GiftCardPage />;
}

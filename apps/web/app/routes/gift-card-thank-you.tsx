import { thankYouLoader } from '~/features/gift-cards/gift-cards.server.ts';
import { GiftCardThankYouPage } from '~/features/gift-cards/gift-card-thank-you';
import type { Route } from './+types/gift-card-thank-you';

export const meta = () => [{ title: 'Thank you for your gift card | Atelier' }, { name: 'robots', content: 'noindex' }];

export const loader = ({ context, request }: Route.LoaderArgs) => thankYouLoader(context, request);

export default function GiftCardThankYou() {
  return <GiftCardThankYouPage />;
}

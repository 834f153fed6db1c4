import { restoreBasketLoader } from '~/features/orders/checkout-reminder.server.ts';
import { ReminderLinkView } from '~/features/orders/reminder-link-page';
import type { Route } from './+types/restore-basket';

export const meta = () => [{ title: 'Your basket | Atelier' }, { name: 'robots', content: 'noindex' }];

/** The link in a checkout reminder (R24.5): to the cart with the basket put back, or a page saying the link is spent. */
export const loader = ({ context, request }: Route.LoaderArgs) => restoreBasketLoader(context, request);

export default function RestoreBasket({ loaderData }: Route.ComponentProps) {
  return (
    <ReminderLinkView
      title="Your basket"
      page={loaderData}
      hint="Basket links last a fortnight. Anything still in your cart is waiting for you there."
    />
  );
}

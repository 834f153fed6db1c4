import { guestOrderAction, guestOrderLoader } from '~/features/orders/guest-order.server.ts';
import { GuestOrderPage } from '~/features/orders/guest-order-page';
import type { Route } from './+types/guest-order';
import '~/features/checkout/success.css';
import '~/features/orders/orders.css';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `Order ${data.order.orderNumber} | Atelier` : 'Your order | Atelier' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context, request }: Route.LoaderArgs) => guestOrderLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => guestOrderAction(context, request);

export default function GuestOrder({ loaderData }: Route.ComponentProps) {
  return <GuestOrderPage order={loaderData.order} />;
}

import { successAction, successLoader } from '~/features/checkout/success.server.ts';
import { SuccessPage } from '~/features/checkout/success-page';
import type { Route } from './+types/checkout-success';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: data ? `Order ${data.order.orderNumber} | Atelier` : 'Your order | Atelier' },
  { name: 'robots', content: 'noindex' },
];

export const loader = ({ context, request }: Route.LoaderArgs) => successLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => successAction(context, request);

export default function CheckoutSuccess({ loaderData }: Route.ComponentProps) {
  return <SuccessPage {...loaderData} />;
}

import { orderLookupAction } from '~/features/orders/guest-order.server.ts';
import { OrderLookupPage } from '~/features/orders/order-lookup';
import type { Route } from './+types/order-lookup';

export const meta = () => [{ title: 'Find your order | Atelier' }, { name: 'robots', content: 'noindex' }];

export const action = ({ context, request }: Route.ActionArgs) => orderLookupAction(context, request);

export default function OrderLookup() {
  return <OrderLookupPage />;
}

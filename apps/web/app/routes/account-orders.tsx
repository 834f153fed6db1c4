import { ordersAction, ordersLoader } from '~/features/orders/orders.server.ts';
import { OrdersPage } from '~/features/orders/orders-page';
import type { Route } from './+types/account-orders';

export const meta = () => [{ title: 'My Orders | Atelier' }, { name: 'robots', content: 'noindex' }];

export const loader = ({ context, request }: Route.LoaderArgs) => ordersLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => ordersAction(context, request);

export default function AccountOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}

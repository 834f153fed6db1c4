import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';
import * as ordersEndpoints from '@atelier/contract/orders/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { OrderPage } from '~/features/admin/orders/order-page';
import { orderAction } from '~/features/admin/orders/order.server.ts';
import type { Route } from './+types/admin-order';

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data ? `Order ${data.order.orderNumber}` : 'Order'} | Atelier admin` },
  { name: 'robots', content: 'noindex, nofollow' },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  await requireAdmin(context);
  const [order, notes] = await Promise.all([
    adminGet(callApi(context, ordersEndpoints.adminOrder, { params: { guid: params.guid } })),
    adminGet(callApi(context, fulfilmentEndpoints.orderNotes, { params: { guid: params.guid } })),
  ]);
  return { ...order, notes: notes.notes };
}

export const action = ({ context, request, params }: Route.ActionArgs) => orderAction(context, request, params.guid);

// After every form, refused ones included: a 409 means the order moved on, and the page must show it as it now is (R22.5).
export const shouldRevalidate = ({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  formMethod ? true : defaultShouldRevalidate;

export default function AdminOrderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OrderPage data={loaderData} result={actionData} />;
}

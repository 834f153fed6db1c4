import { DiscountsPage } from '~/features/admin/discounts/discounts-page';
import { discountsAction, discountsLoader } from '~/features/admin/discounts/discounts.server.ts';
import type { Route } from './+types/admin-discounts';

export const meta = () => [{ title: 'Discount codes | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, request }: Route.LoaderArgs) => discountsLoader(context, request);
export const action = ({ context, request }: Route.ActionArgs) => discountsAction(context, request);

export default function AdminDiscounts({ loaderData, actionData }: Route.ComponentProps) {
  return <DiscountsPage discounts={loaderData.discounts} editing={loaderData.editing} result={actionData} />;
}

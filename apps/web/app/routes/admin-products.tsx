import { ProductsPage } from '~/features/admin/products-page';
import { productBulkAction, productListLoader } from '~/features/admin/products.server';
import type { Route } from './+types/admin-products';

export const meta = () => [{ title: 'Products | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, request }: Route.LoaderArgs) => productListLoader(context, request);

export const action = ({ context, request }: Route.ActionArgs) => productBulkAction(context, request);

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} result={actionData} />;
}

import { ProductsPage } from '~/features/admin/catalogue/products-page';
import { productBulkAction, productListLoader } from '~/features/admin/catalogue/products.server.ts';
import type { Route } from './+types/admin-products';

export const meta = () => [{ title: 'Products | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export const loader = ({ context, request }: Route.LoaderArgs) => productListLoader(context, request);

export const action = ({ context, request }: Route.ActionArgs) => productBulkAction(context, request);

export default function AdminProducts({ loaderData, actionData }: Route.ComponentProps) {
  return <ProductsPage {...loaderData} result={actionData} />;
}

import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import { NewProductPage } from '~/features/admin/catalogue/product-page';
import { createProductAction, productChoices } from '~/features/admin/catalogue/product.server.ts';
import type { Route } from './+types/admin-product-new';

export const meta = () => [{ title: 'New product | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return { choices: await productChoices(context) };
}

export const action = ({ context, request }: Route.ActionArgs) => createProductAction(context, request);

export default function AdminNewProduct({ loaderData, actionData }: Route.ComponentProps) {
  return <NewProductPage choices={loaderData.choices} result={actionData} />;
}

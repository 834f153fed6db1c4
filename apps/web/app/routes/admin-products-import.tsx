import { requireAdmin } from '~/features/admin/admin-api.server.ts';
import { ProductImportPage } from '~/features/admin/catalogue/product-import-page';
import { importAction } from '~/features/admin/catalogue/product-import.server.ts';
import type { Route } from './+types/admin-products-import';

export const meta = () => [{ title: 'Import products | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context }: Route.LoaderArgs) {
  await requireAdmin(context);
  return null;
}

export const action = ({ context, request }: Route.ActionArgs) => importAction(context, request);

export default function AdminProductsImport({ actionData }: Route.ComponentProps) {
  return <ProductImportPage result={actionData} />;
}

import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { callApi } from '~/lib/api-client.server.ts';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server.ts';
import { CategoriesPage } from '~/features/admin/catalogue/categories-page';
import { categoryAction } from '~/features/admin/catalogue/categories.server.ts';
import type { Route } from './+types/admin-categories';

export const meta = () => [{ title: 'Categories | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const { categories } = await adminGet(callApi(context, catalogueEndpoints.adminCategories));
  const edit = Number(new URL(request.url).searchParams.get('edit'));
  return { categories, editing: categories.find((c) => c.id === edit) };
}

export const action = ({ context, request }: Route.ActionArgs) => categoryAction(context, request);

export default function AdminCategories({ loaderData, actionData }: Route.ComponentProps) {
  return <CategoriesPage categories={loaderData.categories} editing={loaderData.editing} result={actionData} />;
}

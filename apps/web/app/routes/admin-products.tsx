import type { AdminProductListQuery } from '@atelier/contract/admin-catalogue';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { adminApi } from '~/features/admin/admin-endpoints.server';
import { ProductsPage } from '~/features/admin/products-page';
import type { Route } from './+types/admin-products';

export const meta = () => [{ title: 'Products | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const q: Partial<Record<keyof AdminProductListQuery, string>> = {};
  for (const k of ['search', 'status', 'category', 'page'] as const) {
    const v = url.searchParams.get(k)?.trim();
    if (v) q[k] = v;
  }
  const [list, cats] = await Promise.all([adminGet(adminApi.products.list(context, q)), adminGet(adminApi.categories.list(context))]);
  return {
    list,
    categories: cats.categories,
    filters: { search: q.search ?? '', status: q.status ?? 'active', category: q.category ?? '' },
  };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData.list} categories={loaderData.categories} filters={loaderData.filters} />;
}

import type { AdminCategory, AdminProductList } from '@atelier/contract/admin-catalogue';
import { adminGet, requireAdmin } from '~/features/admin/admin-api.server';
import { ProductsPage } from '~/features/admin/products-page';
import type { Route } from './+types/admin-products';

export const meta = () => [{ title: 'Products | Atelier admin' }, { name: 'robots', content: 'noindex, nofollow' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireAdmin(context);
  const url = new URL(request.url);
  const q = new URLSearchParams();
  for (const k of ['search', 'status', 'category', 'page']) {
    const v = url.searchParams.get(k)?.trim();
    if (v) q.set(k, v);
  }
  const [list, cats] = await Promise.all([adminGet<AdminProductList>(context, `/products?${q.toString()}`), adminGet<{ categories: AdminCategory[] }>(context, '/categories')]);
  return { list, categories: cats.categories, filters: { search: q.get('search') ?? '', status: q.get('status') ?? 'active', category: q.get('category') ?? '' } };
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  return <ProductsPage data={loaderData.list} categories={loaderData.categories} filters={loaderData.filters} />;
}

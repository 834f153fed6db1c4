import type { CategoriesResponse, ItemListResponse } from '@atelier/contract/catalogue';
import { MAX_PAGE_SIZE } from '@atelier/contract/listing';
import type { z } from 'zod';
import { sitemapXml, STATIC_PATHS, type SitemapEntry } from '~/features/seo/sitemap';
import { apiJson } from '~/lib/api.server';
import { siteUrl } from '~/lib/site.server';
import type { Route } from './+types/sitemap';

/** Every product and category page, paging through the catalogue 100 products at a time. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { categories } = await apiJson<z.infer<typeof CategoriesResponse>>(context, '/api/category/categories');
  const products: SitemapEntry[] = [];
  for (let page = 1; ; page++) {
    const res = await apiJson<ItemListResponse>(context, `/api/item?page=${page}&limit=${MAX_PAGE_SIZE}`);
    for (const item of res.items) products.push({ path: `/product-detail/${item.slug}`, priority: 0.7, changefreq: 'weekly' });
    if (page >= res.totalPages || res.items.length === 0) break;
  }
  const entries = [
    ...STATIC_PATHS,
    ...categories.map((c): SitemapEntry => ({ path: `/product-list?category=${c.slug}`, priority: 0.8, changefreq: 'daily' })),
    ...products,
  ];
  return new Response(sitemapXml(siteUrl(request), entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import { MAX_PAGE_SIZE } from '@atelier/contract/catalogue';
import { sitemapXml, STATIC_PATHS, type SitemapEntry } from '~/features/seo/sitemap';
import { okBody, callApi } from '~/lib/api-client.server.ts';
import { siteUrl } from '~/lib/site.server.ts';
import type { Route } from './+types/sitemap';

/** Every product, category and collection page with products (R15.12), paging through the catalogue 100 products at a time. */
export async function loader({ context }: Route.LoaderArgs) {
  const [{ categories }, { collections }] = await Promise.all([
    callApi(context, catalogueEndpoints.categories).then(okBody),
    callApi(context, catalogueEndpoints.collections).then(okBody),
  ]);
  const products: SitemapEntry[] = [];
  for (let page = 1; ; page++) {
    const res = okBody(await callApi(context, catalogueEndpoints.products, { query: { page, limit: MAX_PAGE_SIZE } }));
    for (const item of res.items) products.push({ path: `/product-detail/${item.slug}`, priority: 0.7, changefreq: 'weekly' });
    if (page >= res.totalPages || res.items.length === 0) break;
  }
  const entries = [
    ...STATIC_PATHS,
    ...categories
      .filter((c) => c.items > 0)
      .map((c): SitemapEntry => ({ path: `/product-list?category=${c.slug}`, priority: 0.8, changefreq: 'daily' })),
    { path: '/collections', priority: 0.8, changefreq: 'weekly' } satisfies SitemapEntry,
    ...collections
      .filter((c) => c.items > 0)
      .map((c): SitemapEntry => ({ path: `/collections/${c.slug}`, priority: 0.8, changefreq: 'daily' })),
    ...products,
  ];
  return new Response(sitemapXml(siteUrl(context), entries), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

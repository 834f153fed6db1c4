import type { ItemDetailResponse, RandomItemsResponse } from '@atelier/contract/catalogue';
import { data, Link } from 'react-router';
import type { z } from 'zod';
import { ProductCarousel } from '~/features/home/product-carousel';
import { Gallery } from '~/features/product/gallery';
import { ProductInfo } from '~/features/product/product-info';
import { productMeta } from '~/features/product/product-seo';
import { ApiError, apiJson } from '~/lib/api.server';
import { keepAcrossCartActions } from '~/features/cart/revalidate';
import type { Route } from './+types/product-detail';
import '~/styles/product.css';

export const shouldRevalidate = keepAcrossCartActions;

export async function loader({ context, params }: Route.LoaderArgs) {
  const [detail, best] = await Promise.all([
    apiJson<z.infer<typeof ItemDetailResponse>>(context, `/api/item/${encodeURIComponent(params.slug)}`).catch((err: unknown) => {
      // An unknown (or malformed) slug is the not-found page, with its 404 status.
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
      throw err;
    }),
    apiJson<z.infer<typeof RandomItemsResponse>>(context, '/api/item/random-items2?limit=11').catch(() => ({ items: [] })),
  ]);
  const item = detail.formattedItem;
  return { item, bestSellers: best.items.filter((p) => p.slug !== item.slug).slice(0, 10) };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Atelier' }];
  const siteUrl = (matches[0]?.data as { siteUrl?: string } | undefined)?.siteUrl ?? '';
  return productMeta(loaded.item, siteUrl);
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { item, bestSellers } = loaderData;
  return (
    <>
      <div className="container product-page">
        <nav className="breadcrumb product-page__crumbs" aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to="/">Home</Link>
            </li>
            <li>
              <Link to={`/product-list?category=${item.category.slug}`}>{item.category.name}</Link>
            </li>
            <li>
              <span aria-current="page">{item.name}</span>
            </li>
          </ol>
        </nav>
        {/* Keyed so size, quantity and image reset when moving to another product. */}
        <div className="product-page__grid" key={item.slug}>
          <Gallery item={item} />
          <ProductInfo item={item} />
        </div>
      </div>
      <div className="container section">
        <ProductCarousel title="Best Sellers" eyebrow="You may also like" items={bestSellers} viewAll="/product-list" />
      </div>
    </>
  );
}

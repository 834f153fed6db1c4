import * as catalogueEndpoints from '@atelier/contract/catalogue/endpoints';
import * as reviewsEndpoints from '@atelier/contract/reviews/endpoints';
import { data, useSearchParams } from 'react-router';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { ProductCarousel } from '~/components/product/product-carousel';
import { toCardItem } from '~/components/product/card-item';
import { RecentlyViewed } from '~/components/product/recently-viewed';
import { Gallery } from '~/features/product/gallery';
import { ProductInfo } from '~/features/product/product-info';
import { productMeta } from '~/features/product/product-seo';
import { ProductReviewsSection, REVIEWS_PAGE_PARAM } from '~/features/reviews/product-reviews';
import { lookFor } from '~/features/product/complete-the-look.server.ts';
import { ApiError, okBody, callApi } from '~/lib/api-client.server.ts';
import { readNextDayLine } from '~/lib/next-day.server.ts';
import { keepAcrossCartActions } from '~/features/cart/revalidate';
import type { Route } from './+types/product-detail';
import '~/styles/product.css';

export const shouldRevalidate = keepAcrossCartActions;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const reviewsPage = Number(new URL(request.url).searchParams.get(REVIEWS_PAGE_PARAM)) || 1;
  const [detail, best, nextDay, reviews] = await Promise.all([
    callApi(context, catalogueEndpoints.product, { params: { slug: params.slug } })
      .then(okBody)
      .catch((err: unknown) => {
        // An unknown (or malformed) slug is the not-found page, with its 404 status.
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) throw data(null, { status: 404 });
        throw err;
      }),
    callApi(context, catalogueEndpoints.products, { query: { sort: 'best-selling', isStock: true, limit: 11 } })
      .then(okBody)
      .catch(() => ({ items: [] })),
    readNextDayLine(context),
    // Apart from the cached product answer (decision 0051); a failure leaves the page without reviews.
    callApi(context, reviewsEndpoints.productReviews, { params: { slug: params.slug }, query: { page: reviewsPage } })
      .then(okBody)
      .catch(() => null),
  ]);
  const item = detail.formattedItem;
  const look = await lookFor(context, item);
  // Neither the product, nor its other colours, nor what the look row shows (R15.15, R15.16).
  const shown = new Set([item.slug, ...item.siblings.map((s) => s.slug), ...look.items.map((p) => p.slug)]);
  // The rows get cards, only what they draw (R12.20).
  return {
    item,
    look: { title: look.title, items: look.items.map((p) => toCardItem(p)) },
    bestSellers: best.items
      .filter((p) => !shown.has(p.slug))
      .slice(0, 10)
      .map((p) => toCardItem(p)),
    nextDay,
    reviews,
  };
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Atelier' }];
  const siteUrl = (matches[0]?.data as { siteUrl?: string } | undefined)?.siteUrl ?? '';
  return productMeta(loaded.item, siteUrl, loaded.reviews);
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { item, look, bestSellers, nextDay, reviews } = loaderData;
  // A colour swatch carries the chosen size to the sibling's page (R17.7).
  const [search] = useSearchParams();
  return (
    <>
      <div className="container product-page">
        <Breadcrumb
          className="product-page__crumbs"
          items={[
            { label: 'Home', to: '/' },
            { label: item.category.name, to: `/product-list?category=${item.category.slug}` },
            { label: item.name },
          ]}
        />
        {/* Keyed so size, quantity and image reset when moving to another product. */}
        <div className="product-page__grid" key={item.slug}>
          <Gallery item={item} />
          <ProductInfo item={item} initialSize={search.get('size') ?? undefined} nextDay={nextDay} />
        </div>
      </div>
      {reviews ? <ProductReviewsSection slug={item.slug} data={reviews} /> : null}
      {look.items.length > 0 ? (
        <div className="container section">
          <ProductCarousel title={look.title} eyebrow="Wear it with" items={look.items} />
        </div>
      ) : null}
      <div className="container section">
        <ProductCarousel title="Best Sellers" eyebrow="You may also like" items={bestSellers} viewAll="/product-list?sort=best-selling" />
      </div>
      <RecentlyViewed current={item.slug} className="container section" />
    </>
  );
}

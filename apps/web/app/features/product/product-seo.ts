import type { FormattedItem } from '@atelier/contract/catalogue';
import type { ProductReviews } from '@atelier/contract/reviews';
import { onlyVariant } from '@atelier/contract/inventory';
import { BRAND } from './brand.ts';

const DESCRIPTION_MAX = 160;

export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** Meta description: the product's detail text, cut at a word near 160 characters. */
export function productDescription(item: Pick<FormattedItem, 'name' | 'detail' | 'category'>): string {
  const text = (item.detail || `${item.name} from the ${item.category.name} collection at ${BRAND}.`).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

export function productInStockForSale(item: Pick<FormattedItem, 'isStock' | 'variants'>): boolean {
  return item.isStock && item.variants.some((v) => v.quantity > 0);
}

/**
 * The approved reviews as schema.org says them (R25.6): aggregateRating and the page's reviews, only
 * when there are any. Their words go in as strings; the page's JSON-LD script escapes `<` itself.
 */
function reviewsJsonLd(reviews: ProductReviews | null | undefined) {
  if (!reviews?.summary.count || reviews.summary.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.summary.average,
      reviewCount: reviews.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((r) => ({
      '@type': 'Review',
      ...(r.title ? { name: r.title } : {}),
      reviewBody: r.text,
      datePublished: r.at.slice(0, 10),
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** schema.org Product with one GBP offer (prices are VAT-inclusive pounds, two decimals). */
export function productJsonLd(item: FormattedItem, siteUrl: string, reviews?: ProductReviews | null) {
  const url = absoluteUrl(siteUrl, `/product-detail/${item.slug}`);
  // No size is chosen for the shopper (R3.5), so the style's slug stands for it unless it has one size.
  const sku = onlyVariant(item.variants)?.sku ?? item.slug;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.name,
    description: productDescription(item),
    sku,
    image: item.images.map((i) => absoluteUrl(siteUrl, i.coverImage)),
    brand: { '@type': 'Brand', name: BRAND },
    category: item.category.name,
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'GBP',
      price: item.totalPrice.toFixed(2),
      availability: productInStockForSale(item) ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...reviewsJsonLd(reviews),
  };
}

/** Title, description, canonical, Open Graph and JSON-LD descriptors for the route's meta(). */
export function productMeta(item: FormattedItem, siteUrl: string, reviews?: ProductReviews | null) {
  const url = absoluteUrl(siteUrl, `/product-detail/${item.slug}`);
  const description = productDescription(item);
  const image = item.images[0] ? absoluteUrl(siteUrl, item.images[0].coverImage) : undefined;
  return [
    { title: `${item.name} | ${BRAND}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'product' },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:title', content: item.name },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image
      ? [
          { property: 'og:image', content: image },
          { property: 'og:image:alt', content: item.images[0]?.alt || item.name },
        ]
      : []),
    { property: 'product:price:amount', content: item.totalPrice.toFixed(2) },
    { property: 'product:price:currency', content: 'GBP' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { 'script:ld+json': productJsonLd(item, siteUrl, reviews) },
  ];
}

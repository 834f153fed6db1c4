import { useRouteLoaderData } from 'react-router';
import { loadListing } from '~/features/listing/listing-data.server.ts';
import { ListingPage } from '~/features/listing/listing-page';
import { breadcrumbJsonLd, listingTitle, quotedSearch } from '~/features/listing/listing-title';
import type { loader as rootLoader } from '~/root';
import { keepAcrossCartActions } from '~/features/cart/revalidate';
import type { Route } from './+types/product-list';
import { deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { termsOfMatches } from '~/lib/shop-terms';
import '~/styles/listing.css';

export const shouldRevalidate = keepAcrossCartActions;

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadListing(context, new URL(request.url));
}

export function meta({ data, matches, location }: Route.MetaArgs) {
  if (!data) return [{ title: 'Shop | Atelier' }];
  const root = matches[0]?.data as { categories?: { slug: string; name: string }[]; siteUrl?: string } | undefined;
  const category = root?.categories?.find((c) => c.slug === data.state.category)?.name;
  // The <title> and the trail name what the page shows: `Women’s dresses`, `Search results for “linen”` (R15.18).
  const { heading, crumbs } = listingTitle(data.state, category);
  const terms = termsOfMatches(matches);
  const page = data.state.page > 1 ? ` | Page ${data.state.page}` : '';
  const subject = data.state.search ? `results for ${quotedSearch(data.state.search)}` : (category ?? heading).toLowerCase();
  return [
    { title: `${heading}${page} | Atelier` },
    {
      name: 'description',
      content: `Shop ${subject} at Atelier: considered clothing and accessories.${terms ? ` ${deliveryPromise(terms)} ${returnsPromise(terms)}` : ''}`,
    },
    { 'script:ld+json': breadcrumbJsonLd(crumbs, `${location.pathname}${location.search}`, root?.siteUrl ?? '') },
  ];
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  return <ListingPage {...loaderData} categories={categories} />;
}

import { useRouteLoaderData } from 'react-router';
import { loadListing } from '~/features/listing/listing-data.server.ts';
import { ListingPage } from '~/features/listing/listing-page';
import { listingHeading } from '~/features/listing/listing-query';
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

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: 'Shop | Atelier' }];
  const categories = (matches[0]?.data as { categories?: { slug: string; name: string }[] } | undefined)?.categories ?? [];
  const category = categories.find((c) => c.slug === data.state.category)?.name;
  const heading = listingHeading(data.state);
  const terms = termsOfMatches(matches);
  const parts = [
    data.state.search ? `Search: ${data.state.search}` : undefined,
    category,
    heading === 'All Products' && category ? undefined : heading,
  ];
  return [
    { title: `${parts.filter(Boolean).join(' | ')} | Atelier` },
    {
      name: 'description',
      content: `Shop ${category ?? heading.toLowerCase()} at Atelier: considered clothing and accessories.${terms ? ` ${deliveryPromise(terms)} ${returnsPromise(terms)}` : ''}`,
    },
  ];
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  return <ListingPage {...loaderData} categories={categories} />;
}

import { useRouteLoaderData } from 'react-router';
import { keepAcrossCartActions } from '~/features/cart/revalidate';
import { collectionMeta } from '~/features/collections/collection-seo';
import { loadCollectionListing } from '~/features/listing/listing-data.server.ts';
import { ListingPage } from '~/features/listing/listing-page';
import { breadcrumbJsonLd } from '~/features/listing/listing-title';
import type { loader as rootLoader } from '~/root';
import type { Route } from './+types/collection';
import '~/styles/listing.css';

export const shouldRevalidate = keepAcrossCartActions;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  return loadCollectionListing(context, new URL(request.url), params.slug);
}

export function meta({ data: loaded, matches }: Route.MetaArgs) {
  if (!loaded) return [{ title: 'Page not found | Atelier' }];
  const siteUrl = (matches[0]?.data as { siteUrl?: string } | undefined)?.siteUrl ?? '';
  const trail = breadcrumbJsonLd(collectionCrumbs(loaded.collection.name), `/collections/${loaded.collection.slug}`, siteUrl);
  return [...collectionMeta(loaded.collection, loaded.result.items, siteUrl), { 'script:ld+json': trail }];
}

/** Home > Collections > the collection (R15.18). */
const collectionCrumbs = (name: string) => [{ label: 'Home', to: '/' }, { label: 'Collections', to: '/collections' }, { label: name }];

/** A collection's own listing (R18.3): the listing's filters and sort, its name and intro on top. */
export default function Collection({ loaderData }: Route.ComponentProps) {
  const { collection, ...listing } = loaderData;
  const categories = useRouteLoaderData<typeof rootLoader>('root')?.categories ?? [];
  return (
    <ListingPage
      {...listing}
      categories={categories}
      head={{
        title: collection.name,
        intro: collection.description,
        crumbs: collectionCrumbs(collection.name),
      }}
    />
  );
}

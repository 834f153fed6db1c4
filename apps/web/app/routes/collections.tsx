import { useRouteLoaderData } from 'react-router';
import { collectionsJsonLd } from '~/features/collections/collection-seo';
import { CollectionsPage } from '~/features/collections/collections-page';
import type { loader as rootLoader } from '~/root';
import type { Route } from './+types/collections';
import '~/styles/home-sections.css';
import '~/components/catalogue/collection-tile.css';

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as { siteUrl?: string; collections?: { slug: string; name: string }[] } | undefined;
  return [
    { title: 'Collections | Atelier' },
    { name: 'description', content: 'Atelier’s collections: the newest pieces, the season’s edit and the everyday essentials.' },
    { 'script:ld+json': collectionsJsonLd(root?.collections ?? [], root?.siteUrl ?? '') },
  ];
}

/** The collections with products come from the root loader, which every page already has (R18.1). */
export default function Collections() {
  const collections = useRouteLoaderData<typeof rootLoader>('root')?.collections ?? [];
  return <CollectionsPage collections={collections} />;
}

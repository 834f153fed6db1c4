import type { Collection, ProductListItem } from '@atelier/contract/catalogue';

const BRAND = 'Atelier';
const DESCRIPTION_MAX = 160;

function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl}/`).href;
}

/** Meta description: the intro cut near 160 characters, or a sentence naming the collection. */
export function collectionDescription(c: Pick<Collection, 'name' | 'description'>): string {
  const text = (c.description || `Shop the ${c.name} collection at ${BRAND}.`).replace(/\s+/g, ' ').trim();
  if (text.length <= DESCRIPTION_MAX) return text;
  const cut = text.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

/** schema.org CollectionPage whose main entity lists the products on the page, in order. */
export function collectionJsonLd(c: Collection, items: Pick<ProductListItem, 'slug' | 'name'>[], siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/collections/${c.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: c.name,
    description: collectionDescription(c),
    url,
    image: absoluteUrl(siteUrl, c.image),
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: c.items,
      itemListElement: items.map((p, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(siteUrl, `/product-detail/${p.slug}`),
        name: p.name,
      })),
    },
  };
}

/** Title, description, canonical, Open Graph and JSON-LD for a collection page's meta() (R18.3). */
export function collectionMeta(c: Collection, items: Pick<ProductListItem, 'slug' | 'name'>[], siteUrl: string) {
  const url = absoluteUrl(siteUrl, `/collections/${c.slug}`);
  const description = collectionDescription(c);
  return [
    { title: `${c.name} | Collections | ${BRAND}` },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: BRAND },
    { property: 'og:title', content: `${c.name} | ${BRAND}` },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absoluteUrl(siteUrl, c.image) },
    { 'script:ld+json': collectionJsonLd(c, items, siteUrl) },
  ];
}

/** schema.org CollectionPage of the collections page: one entry per collection. */
export function collectionsJsonLd(collections: Pick<Collection, 'slug' | 'name'>[], siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: `Collections | ${BRAND}`,
    url: absoluteUrl(siteUrl, '/collections'),
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: collections.map((c, i) => ({
        '@type': 'ListItem',
        position: i + 1,
        url: absoluteUrl(siteUrl, `/collections/${c.slug}`),
        name: c.name,
      })),
    },
  };
}

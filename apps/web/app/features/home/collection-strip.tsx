import type { Collection } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { CollectionTile } from '~/components/catalogue/collection-tile';

/** Home's 'Collections' section (R15.1): the collections with products, each to its page (R18.1). */
export function CollectionStrip({ collections }: { collections: Collection[] }) {
  if (collections.length === 0) return null;
  return (
    <section className="container section" aria-labelledby="home-collections-title">
      <div className="collection-strip__head">
        <h2 id="home-collections-title" className="section__title">
          Collections
        </h2>
        <Link to="/collections" className="link-underline">
          View all collections
        </Link>
      </div>
      <ul className="collection-grid">
        {collections.slice(0, 3).map((c) => (
          <li key={c.slug}>
            <CollectionTile collection={c} sizes="(min-width: 1024px) 440px, (min-width: 600px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    </section>
  );
}

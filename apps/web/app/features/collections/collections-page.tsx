import type { Collection } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { CollectionTile } from '~/components/catalogue/collection-tile';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import { ArrowRight } from '~/components/ui/icons';

/** /collections (R18.1): every collection with products, with its picture, intro and count. */
export function CollectionsPage({ collections }: { collections: Collection[] }) {
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Collections' }]} />
        <h1 className="page-head__title category-page__title">Collections</h1>
        <p className="category-page__lead">
          Edits chosen by our studio: the newest pieces, the season’s fabrics and the everyday essentials.
        </p>
      </header>
      {collections.length > 0 ? (
        <ul className="collection-grid">
          {collections.map((c, i) => (
            <li key={c.slug}>
              <CollectionTile collection={c} sizes="(min-width: 1024px) 440px, (min-width: 600px) 50vw, 100vw" eager={i < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="category-page__lead">
          <p>Our collections are being prepared. Please check back soon.</p>
          <Link to="/product-list" className="btn category-page__all">
            Shop all <ArrowRight width="16" height="16" />
          </Link>
        </div>
      )}
    </div>
  );
}

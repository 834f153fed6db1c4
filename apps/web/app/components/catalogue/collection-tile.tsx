import type { Collection } from '@atelier/contract/catalogue';
import { Link } from 'react-router';

/** A collection as a picture, its name, its intro and its count, linking to its page (R18.1). */
export function CollectionTile({ collection: c, sizes, eager = false }: { collection: Collection; sizes: string; eager?: boolean }) {
  return (
    <Link to={`/collections/${c.slug}`} className="collection-tile">
      <span className="collection-tile__media">
        <img
          src={c.image}
          srcSet={c.srcSet || undefined}
          sizes={c.srcSet ? sizes : undefined}
          width="640"
          height="800"
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      </span>
      <span className="collection-tile__name">{c.name}</span>
      {c.description ? <span className="collection-tile__intro">{c.description}</span> : null}
      <span className="collection-tile__count">
        {c.items} {c.items === 1 ? 'item' : 'items'}
      </span>
    </Link>
  );
}

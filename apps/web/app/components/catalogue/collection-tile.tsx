import type { Collection } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { TileImage } from './tile-image.tsx';

/** A collection as a picture, its name, its intro and its count, linking to its page (R18.1). */
export function CollectionTile({ collection: c, sizes, eager = false }: { collection: Collection; sizes: string; eager?: boolean }) {
  return (
    <Link to={`/collections/${c.slug}`} className="collection-tile">
      <span className="collection-tile__media">
        <TileImage image={c.image} sizes={sizes} eager={eager} />
      </span>
      <span className="collection-tile__name">{c.name}</span>
      {c.description ? <span className="collection-tile__intro">{c.description}</span> : null}
      <span className="collection-tile__count">
        {c.items} {c.items === 1 ? 'item' : 'items'}
      </span>
    </Link>
  );
}

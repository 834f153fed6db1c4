import type { Category } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { TileImage } from '~/components/catalogue/tile-image';
import { Carousel } from '~/components/ui/carousel';

/** Category slider with each category's item count (R15.1). */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <Carousel
      title="Shop by Category"
      eyebrow="The categories"
      perView={5}
      action={
        <Link to="/category-list" className="carousel__all link-underline">
          View all
        </Link>
      }
    >
      {categories.map((c) => (
        <Link key={c.slug} to={`/product-list?category=${c.slug}`} className="category-tile">
          <span className="category-tile__media">
            <TileImage image={c.image} sizes="(min-width: 1200px) 260px, (min-width: 768px) 36vw, 60vw" />
          </span>
          <span className="category-tile__name">{c.name}</span>
          <span className="category-tile__count">
            {c.items} {c.items === 1 ? 'item' : 'items'}
          </span>
        </Link>
      ))}
    </Carousel>
  );
}

import { Link } from 'react-router';
import { Carousel } from '~/components/ui/carousel';
import { ProductCard } from '~/components/product/product-card';
import type { CardItem } from './card-item.ts';

interface ProductCarouselProps {
  title: string;
  eyebrow?: string;
  items: CardItem[];
  viewAll?: string;
}

export function ProductCarousel({ title, eyebrow, items, viewAll }: ProductCarouselProps) {
  if (items.length === 0) return null;
  return (
    <Carousel
      title={title}
      eyebrow={eyebrow}
      perView={4}
      action={
        viewAll ? (
          <Link to={viewAll} className="carousel__all link-underline">
            View all
          </Link>
        ) : undefined
      }
    >
      {items.map((item) => (
        <ProductCard key={item.slug} item={item} sizes="(min-width: 1200px) 330px, (min-width: 768px) 38vw, 62vw" purchase={false} />
      ))}
    </Carousel>
  );
}

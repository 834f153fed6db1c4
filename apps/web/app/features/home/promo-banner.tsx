import { Link } from 'react-router';
import { ArrowRight } from '~/components/ui/icons';
import type { CardImage } from '~/components/product/card-item';
import { ProductImage } from '~/components/product/product-image';

/** 'Own the Moment' banner to the whole listing. */
export function PromoBanner({ images }: { images: CardImage[] }) {
  return (
    <section className="promo" aria-labelledby="promo-title">
      <div className="promo__media">
        {images.slice(0, 3).map((img, i) => (
          <ProductImage
            key={img.coverImage}
            image={img}
            alt=""
            sizes="(min-width: 768px) 22vw, 45vw"
            className={`promo__img promo__img--${i + 1}`}
          />
        ))}
      </div>
      <div className="promo__copy">
        <p className="eyebrow promo__eyebrow">Limited pieces, lasting style</p>
        <h2 id="promo-title" className="promo__title">
          Own the Moment
        </h2>
        <p className="promo__text">Statement pieces and quiet staples, chosen to be worn for years rather than a season.</p>
        <Link to="/product-list" className="btn btn--light">
          Discover the edit <ArrowRight width="16" height="16" />
        </Link>
      </div>
    </section>
  );
}

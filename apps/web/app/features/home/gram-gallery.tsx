import { Link } from 'react-router';
import { EyeIcon } from '~/components/ui/icons';
import { cardImages, type Picture } from '~/components/product/card-item';
import { ProductImage } from '~/components/product/product-image';

/** 'Shop by @Gram': a grid of shots, each linking to its product. */
export function GramGallery({ items }: { items: Picture[] }) {
  if (items.length === 0) return null;
  return (
    <section className="section gram" aria-labelledby="gram-title">
      <div className="container">
        <div className="gram__head">
          <p className="eyebrow">@atelierstudio.london</p>
          <h2 id="gram-title" className="section__title">
            Shop by @Gram
          </h2>
        </div>
        <ul className="gram__grid">
          {items.slice(0, 6).map((item) => {
            const { cover, hover } = cardImages(item.images);
            return (
              <li key={item.slug}>
                <Link to={`/product-detail/${item.slug}`} className="gram__tile">
                  <ProductImage image={hover ?? cover} alt={item.name} sizes="(min-width: 1200px) 16vw, (min-width: 768px) 30vw, 45vw" />
                  <span className="gram__overlay" aria-hidden="true">
                    <EyeIcon />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

import { withProducts } from '@atelier/contract/catalogue';
import { Link, useRouteLoaderData } from 'react-router';
import { ArrowRight } from '~/components/ui/icons';
import { TileImage } from '~/components/catalogue/tile-image';
import type { loader as rootLoader } from '~/root';
import '~/styles/home-sections.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export function meta() {
  return [
    { title: 'Categories | Atelier' },
    { name: 'description', content: 'Browse every Atelier category: clothing and accessories for women and men, designed in London.' },
  ];
}

/** Categories come from the root loader, which every page already has; empty ones are left out (R15.12). */
export default function CategoryList() {
  const categories = withProducts(useRouteLoaderData<typeof rootLoader>('root')?.categories ?? []);
  return (
    <div className="container">
      <header className="page-head">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Categories' }]} />
        <h1 className="page-head__title category-page__title">Categories</h1>
        <p className="category-page__lead">Every piece we make, by category. Choose one to see it all, or browse the whole store.</p>
        <Link to="/product-list" className="btn category-page__all">
          View all <ArrowRight width="16" height="16" />
        </Link>
      </header>
      {categories.length > 0 ? (
        <ul className="category-grid">
          {categories.map((c, i) => (
            <li key={c.slug}>
              <Link to={`/product-list?category=${c.slug}`} className="category-tile">
                <span className="category-tile__media">
                  <TileImage image={c.image} sizes="(min-width: 1200px) 330px, (min-width: 768px) 33vw, 50vw" eager={i < 4} />
                </span>
                <span className="category-tile__name">{c.name}</span>
                <span className="category-tile__count">
                  {c.items} {c.items === 1 ? 'item' : 'items'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="category-page__lead">Our categories are being prepared. Please check back soon.</p>
      )}
    </div>
  );
}

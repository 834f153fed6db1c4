import { useRouteLoaderData } from 'react-router';
import { withProducts } from '@atelier/contract/catalogue';
import { CategoryCarousel } from '~/features/home/category-carousel';
import { CollectionStrip } from '~/features/home/collection-strip';
import { GenderCategories } from '~/features/home/gender-categories';
import { GramGallery } from '~/features/home/gram-gallery';
import { Hero } from '~/features/home/hero';
import { loadHome } from '~/features/home/home-data.server.ts';
import { IconStrip } from '~/features/home/icon-strip';
import { ProductCarousel } from '~/components/product/product-carousel';
import { PromoBanner } from '~/features/home/promo-banner';
import type { loader as rootLoader } from '~/root';
import { keepAcrossCartActions } from '~/features/cart/revalidate';
import type { Route } from './+types/home';
import { deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { termsOfMatches } from '~/lib/shop-terms';
import '~/styles/home.css';
import '~/styles/home-sections.css';
import '~/components/catalogue/collection-tile.css';

export function meta({ matches }: Route.MetaArgs) {
  const terms = termsOfMatches(matches);
  return [
    { title: 'Atelier | Modern clothing and accessories, London' },
    {
      name: 'description',
      content: `Considered clothing and accessories for women and men, designed in London.${terms ? ` ${deliveryPromise(terms)} ${returnsPromise(terms)}` : ''}`,
    },
  ];
}

export const shouldRevalidate = keepAcrossCartActions;

export async function loader({ context }: Route.LoaderArgs) {
  return loadHome(context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const categories = root?.categories ?? [];
  const collections = root?.collections ?? [];
  const { slides, topProducts, bestSellers, gallery, featured } = loaderData;
  const promoImages = [...bestSellers, ...topProducts].slice(3, 6).flatMap((p) => (p.images[0] ? [p.images[0]] : []));
  return (
    <>
      <Hero slides={slides} ctaTo={collections.length > 0 ? '/collections' : '/category-list'} />
      <div className="container section">
        <CategoryCarousel categories={withProducts(categories)} />
      </div>
      <div className="container section section--flush-top">
        <ProductCarousel title="Top Products" eyebrow="Most loved" items={topProducts} viewAll="/product-list" />
      </div>
      <div className="container">
        <PromoBanner images={promoImages} />
      </div>
      <div className="container section">
        <ProductCarousel title="Best Sellers" eyebrow="Back by demand" items={bestSellers} viewAll="/product-list?sort=best-selling" />
      </div>
      <CollectionStrip collections={collections} />
      <GenderCategories categories={categories} featured={featured} />
      <GramGallery items={gallery} />
      <IconStrip />
    </>
  );
}

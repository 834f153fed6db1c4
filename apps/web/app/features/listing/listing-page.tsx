import type { Category, ItemListResponse } from '@atelier/contract/catalogue';
import { Link, useLocation } from 'react-router';
import { ProductCard } from '~/components/product/product-card';
import { FilterPanel } from './filter-panel.tsx';
import { FilterTags } from './filter-tags.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';
import { clearAllHref, filterTags, hrefWith, listingHeading, understoodTags, type ListingState } from './listing-query.ts';
import { Pagination } from './pagination.tsx';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';

interface ListingPageProps {
  state: ListingState;
  result: ItemListResponse;
  categories: Category[];
  fullWidth: boolean;
  /** A page of its own (a collection, R18.3): its heading, intro and trail instead of the listing's. */
  head?: { title: string; intro: string; crumbs: Crumb[] };
}

const SIZES_BY_VIEW = {
  list: '(min-width: 768px) 260px, 130px',
  '2': '(min-width: 1200px) 680px, 50vw',
  '3': '(min-width: 1200px) 450px, (min-width: 768px) 33vw, 50vw',
  '4': '(min-width: 1200px) 340px, (min-width: 768px) 33vw, 50vw',
} as const;

/** The results' own search field: a plain GET form, so searching again needs no JavaScript (R19.5). */
function RefineSearch({ text }: { text: string }) {
  return (
    <form method="get" action="/product-list" role="search" aria-label="Search again" className="listing-search">
      <label htmlFor="listing-search" className="visually-hidden">
        Search products
      </label>
      <input id="listing-search" type="search" name="search" defaultValue={text} maxLength={100} required className="input" />
      <button type="submit" className="btn btn--sm">
        Search
      </button>
    </form>
  );
}

export function ListingPage({ state, result, categories, fullWidth, head }: ListingPageProps) {
  const { pathname } = useLocation();
  const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name;
  const tags = [...understoodTags(state, result.search), ...filterTags(state, categoryName)];
  const didYouMean = result.search?.didYouMean;
  const heading = listingHeading(state);
  const category = state.category ? categories.find((c) => c.slug === state.category) : undefined;
  // The first row loads at once; the first image is the likely LCP element.
  const eagerCount = state.view === 'list' ? 2 : 4;

  return (
    <div className={fullWidth ? 'container container--wide listing' : 'container listing'}>
      <header className="page-head listing__head">
        <Breadcrumb
          items={head?.crumbs ?? [{ label: 'Home', to: '/' }, { label: 'Categories', to: '/category-list' }, { label: 'Products' }]}
        />
        <h1 className="page-head__title">{head?.title ?? heading}</h1>
        {state.search !== undefined && !head ? <RefineSearch text={state.search} /> : null}
        <p className="listing__intro">
          {head?.intro || category?.description || 'Considered pieces in natural fibres, designed in London and made to be worn for years.'}{' '}
          <Link to="/about-us" className="link-underline">
            Read More
          </Link>
        </p>
      </header>

      <ListingToolbar
        state={state}
        total={result.total}
        capped={result.totalCapped ?? false}
        activeFilters={tags.filter((t) => t.key !== 'search').length}
      />
      <FilterTags state={state} tags={tags} />

      {result.items.length > 0 ? (
        <>
          {/* The cards' names are h3s: this keeps the outline in order (h1, h2, h3). */}
          <h2 id="listing-products" className="visually-hidden">
            Products
          </h2>
          <ul className={`product-grid product-grid--${state.view}`} aria-labelledby="listing-products">
            {result.items.map((item, i) => (
              <li key={item.slug}>
                <ProductCard
                  item={item}
                  sizes={SIZES_BY_VIEW[state.view]}
                  priority={i === 0 ? 'high' : i < eagerCount ? 'eager' : 'lazy'}
                  showDetail={state.view === 'list'}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="listing__empty">
          <h2>{state.search ? `No results for ‘${state.search}’` : 'No products match your selection'}</h2>
          {didYouMean ? (
            <p className="listing__did-you-mean">
              Did you mean{' '}
              <Link to={`${pathname}${hrefWith(state, { search: didYouMean })}`} className="link-underline">
                {didYouMean}
              </Link>
              ?
            </p>
          ) : null}
          <p>Try removing a filter or searching for something else.</p>
          <Link to={`${pathname}${clearAllHref({ ...state, search: undefined })}`} className="btn">
            Clear all filter
          </Link>
        </div>
      )}

      <Pagination state={state} totalPages={result.totalPages} />
      <FilterPanel state={state} categories={categories} facets={result.facets} total={result.total} />
    </div>
  );
}

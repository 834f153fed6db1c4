import type { Category } from '@atelier/contract/catalogue';
import type { CardItem } from '~/components/product/card-item';
import { Link, useLocation } from 'react-router';
import { ProductCard } from '~/components/product/product-card';
import type { ListingResult } from './listing-data.server.ts';
import { FilterPanel } from './filter-panel.tsx';
import { FilterTags } from './filter-tags.tsx';
import { ListingToolbar } from './listing-toolbar.tsx';
import { clearAllHref, filterTags, hrefWith, understoodTags, type ListingState } from './listing-query.ts';
import { listingTitle, quotedSearch } from './listing-title.ts';
import { Pagination } from './pagination.tsx';
import { Breadcrumb, type Crumb } from '~/components/ui/breadcrumb';

interface ListingPageProps {
  state: ListingState;
  result: ListingResult;
  categories: Category[];
  fullWidth: boolean;
  /** Best sellers offered when the listing found nothing as asked (R15.17). */
  popular?: CardItem[];
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

/** Cards in a grid, one per style (R15.16); the first row loads at once, the first image being the likely LCP element. */
function ProductGrid({
  items,
  view,
  labelledBy,
  eager = true,
}: {
  items: CardItem[];
  view: ListingState['view'];
  labelledBy: string;
  eager?: boolean;
}) {
  const eagerCount = !eager ? 0 : view === 'list' ? 2 : 4;
  return (
    <ul className={`product-grid product-grid--${view}`} aria-labelledby={labelledBy}>
      {items.map((item, i) => (
        <li key={item.slug}>
          <ProductCard
            item={item}
            sizes={SIZES_BY_VIEW[view]}
            priority={eager && i === 0 ? 'high' : i < eagerCount ? 'eager' : 'lazy'}
            showDetail={view === 'list'}
          />
        </li>
      ))}
    </ul>
  );
}

/** Best sellers under a listing that found nothing as asked: somewhere to go next (R15.17). */
function PopularPieces({ items, eager }: { items: CardItem[]; eager: boolean }) {
  if (items.length === 0) return null;
  return (
    <section className="listing__popular" aria-labelledby="listing-popular">
      <h2 id="listing-popular" className="listing__popular-title">
        Popular pieces
      </h2>
      <ProductGrid items={items} view="4" labelledBy="listing-popular" eager={eager} />
    </section>
  );
}

/** "No results for “red linen blazer”. Showing results for “linen blazer” (without “red”)." (R15.17) */
function RelaxedNote({ state, relaxed, pathname }: { state: ListingState; relaxed: { text: string; without: string }; pathname: string }) {
  const text = quotedSearch(relaxed.text);
  return (
    <div className="listing__relaxed" role="status">
      <h2>No results for {quotedSearch(state.search ?? '')}</h2>
      <p>
        Showing results for{' '}
        {relaxed.text !== state.search ? (
          <Link to={`${pathname}${hrefWith(state, { search: relaxed.text })}`} className="link-underline">
            {text}
          </Link>
        ) : (
          text
        )}{' '}
        (without {relaxed.without}).
      </p>
    </div>
  );
}

export function ListingPage({ state, result, categories, fullWidth, head, popular = [] }: ListingPageProps) {
  const { pathname } = useLocation();
  const categoryName = (slug: string) => categories.find((c) => c.slug === slug)?.name;
  const tags = [...understoodTags(state, result.search), ...filterTags(state, categoryName)];
  const didYouMean = result.search?.didYouMean;
  const category = state.category ? categories.find((c) => c.slug === state.category) : undefined;
  const title = listingTitle(state, category?.name);
  const relaxed = state.search ? result.search?.relaxed : undefined;

  return (
    <div className={fullWidth ? 'container container--wide listing' : 'container listing'}>
      <header className="page-head listing__head">
        <Breadcrumb items={head?.crumbs ?? title.crumbs} />
        <h1 className="page-head__title">{head?.title ?? title.heading}</h1>
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

      {relaxed ? <RelaxedNote state={state} relaxed={relaxed} pathname={pathname} /> : null}
      {result.items.length > 0 ? (
        <>
          {/* The cards' names are h3s: this keeps the outline in order (h1, h2, h3). */}
          <h2 id="listing-products" className="visually-hidden">
            Products
          </h2>
          <ProductGrid items={result.items} view={state.view} labelledBy="listing-products" />
        </>
      ) : (
        <div className="listing__empty">
          <h2>{state.search ? `No results for ${quotedSearch(state.search)}` : 'No products match your selection'}</h2>
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
            Clear all filters
          </Link>
        </div>
      )}

      <Pagination state={state} totalPages={result.totalPages} />
      {relaxed || result.items.length === 0 ? <PopularPieces items={popular} eager={result.items.length === 0} /> : null}
      <FilterPanel state={state} categories={categories} facets={result.facets} total={result.total} />
    </div>
  );
}

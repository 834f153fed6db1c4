import { ADMIN_PRODUCT_SORTS } from '@atelier/contract/catalogue';
import { Form, Link } from 'react-router';
import { SORT_LABELS, currentSort } from './product-sort.ts';
import type { ProductFilters } from './products.server.ts';

interface Props {
  filters: ProductFilters;
  categories: { id: number; name: string }[];
  lowStockThreshold: number;
  /** Values the list could not use, named beside their fields. */
  problems: string[];
}

/** The product list's filters and order, a GET form: everything is in the address, so it survives paging and reloads (R22.14). */
export function ProductListFilters({ filters, categories, lowStockThreshold, problems }: Props) {
  const bad = (label: string) => problems.some((p) => p.startsWith(label));
  const filtered = Object.entries(filters).some(([k, v]) => v && !(k === 'status' && v === 'active') && k !== 'sort');
  return (
    <Form method="get" className="adm-filters adm-filters--products" role="search" aria-label="Find products">
      <div className="field">
        <label className="field__label" htmlFor="products-search">
          Name, slug or SKU
        </label>
        <input id="products-search" className="input" type="search" name="search" defaultValue={filters.search} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-category">
          Category
        </label>
        <select id="products-category" className="input" name="category" defaultValue={filters.category}>
          <option value="">All categories</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-status">
          Show
        </label>
        <select id="products-status" className="input" name="status" defaultValue={filters.status || 'active'}>
          <option value="active">On the store</option>
          <option value="archived">Archived</option>
          <option value="all">All</option>
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="products-stock">
          Stock
        </label>
        <select id="products-stock" className="input" name="stock" defaultValue={filters.stock}>
          <option value="">Any stock</option>
          <option value="in-stock">In stock</option>
          <option value="low">
            Low ({lowStockThreshold} unit{lowStockThreshold === 1 ? '' : 's'} or fewer)
          </option>
          <option value="sold-out">Sold out</option>
        </select>
      </div>
      <PriceField id="products-min-price" name="minPrice" label="Price from" value={filters.minPrice} invalid={bad('Price from')} />
      <PriceField id="products-max-price" name="maxPrice" label="Price to" value={filters.maxPrice} invalid={bad('Price to')} />
      <div className="field">
        <label className="field__label" htmlFor="products-sort">
          Sort by
        </label>
        <select id="products-sort" className="input" name="sort" defaultValue={currentSort(filters.sort)}>
          {ADMIN_PRODUCT_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="adm-filters__buttons">
        <button type="submit" className="btn btn--sm">
          Show products
        </button>
        {filtered ? (
          <Link to="/admin/products" className="btn btn--outline btn--sm">
            Clear filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** One end of the price range, in pounds; a value the list could not use points at the problems above it. */
function PriceField({ id, name, label, value, invalid }: { id: string; name: string; label: string; value: string; invalid: boolean }) {
  return (
    <div className="field adm-filters__price">
      <label className="field__label" htmlFor={id}>
        {label} (£)
      </label>
      <input
        id={id}
        className="input"
        name={name}
        inputMode="decimal"
        defaultValue={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'products-problems' : undefined}
      />
    </div>
  );
}

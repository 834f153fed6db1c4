import type { AdminProductList, AdminProductSort } from '@atelier/contract/catalogue';
import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { Notice, PageHeader, Pager, ResultNotice, StatusBadge } from '../admin-layout.tsx';
import { AdminTable, type AdminColumn } from '../../../components/ui/data-table.tsx';
import { formatDate, formatPence } from '../format.ts';
import { ProductBulkBar } from './product-bulk-bar.tsx';
import { ProductListFilters } from './product-list-filters.tsx';
import { SORT_LABELS, ariaSort, currentSort, listHref, nextSort, type SortColumn } from './product-sort.ts';
import type { ProductFilters, ProductsActionData } from './products.server.ts';

interface Props {
  list: AdminProductList;
  categories: { id: number; name: string }[];
  collections: { id: number; name: string }[];
  filters: ProductFilters;
  problems: string[];
  selectAll: boolean;
  result?: ProductsActionData;
}

/** /admin/products (R22.14, R22.16): filters, a sortable list with a box per row, and the bulk bar. */
export function ProductsPage({ list, categories, collections, filters, problems, selectAll, result }: Props) {
  const { search } = useLocation();
  const sort = currentSort(filters.sort);
  const matching =
    problems.length === 0 && Object.entries(filters).some(([k, v]) => v && k !== 'sort' && !(k === 'status' && v === 'active'));
  return (
    <>
      <PageHeader title="Products" subtitle={`${list.total} product${list.total === 1 ? '' : 's'}${matching ? ' match' : ''}`}>
        <Link to="/admin/products/import" className="btn btn--outline btn--sm">
          Import or export CSV
        </Link>
        <Link to="/admin/products/new" className="btn btn--sm">
          New product
        </Link>
      </PageHeader>
      {result ? <ResultNotice result={result} /> : null}
      {problems.length ? (
        <Notice tone="error">
          <span id="products-problems">{problems.join(' ')}</span>
        </Notice>
      ) : null}
      <ProductListFilters filters={filters} categories={categories} lowStockThreshold={list.lowStockThreshold} problems={problems} />
      {list.products.length ? (
        // A new page, filter or order starts with nothing ticked.
        <ProductTable key={search} list={list} collections={collections} sort={sort} selectAll={selectAll} result={result} />
      ) : (
        <p className="adm-panel__empty">No products match.</p>
      )}
      <Pager page={list.page} totalPages={list.totalPages} search={listHref(search, { select: null, page: null })} />
    </>
  );
}

interface TableProps {
  list: AdminProductList;
  collections: { id: number; name: string }[];
  sort: AdminProductSort;
  selectAll: boolean;
  result?: ProductsActionData;
}

function ProductTable({ list, collections, sort, selectAll, result }: TableProps) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const ids = list.products.map((p) => p.id);
  const [ticked, setTicked] = useState<Set<number>>(() => new Set(selectAll && !result?.ok ? ids : []));
  // A change that went through leaves nothing ticked, ready for the next one (adjusted while rendering, as React advises).
  const [answered, setAnswered] = useState(result);
  if (answered !== result) {
    setAnswered(result);
    if (result?.ok) setTicked(new Set());
  }
  const all = ids.length > 0 && ids.every((id) => ticked.has(id));
  const some = !all && ids.some((id) => ticked.has(id));
  const allBox = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (allBox.current) allBox.current.indeterminate = some;
  }, [some, hydrated]);
  const toggle = (id: number, on: boolean) =>
    setTicked((t) => {
      const next = new Set(t);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const sortable = (column: SortColumn, label: string, num = false): AdminColumn => ({
    label,
    num,
    sort: ariaSort(sort, column),
    content: (
      <Link to={listHref(search, { sort: nextSort(sort, column) })} className="adm-sort" preventScrollReset>
        {label}
        <span className="adm-sort__arrow" aria-hidden="true">
          {ariaSort(sort, column) === 'ascending' ? '▲' : ariaSort(sort, column) === 'descending' ? '▼' : '↕'}
        </span>
        <span className="visually-hidden">, sort by {SORT_LABELS[nextSort(sort, column)].toLowerCase()}</span>
      </Link>
    ),
  });
  const columns: AdminColumn[] = [
    {
      label: 'Select',
      content: hydrated ? (
        <input
          ref={allBox}
          type="checkbox"
          className="adm-bulk__box"
          aria-label="Select all on this page"
          checked={all}
          onChange={(e) => setTicked(new Set(e.target.checked ? ids : []))}
        />
      ) : (
        // Without scripts a box here could not tick the others: a link ticks them on the server.
        <Link to={listHref(search, { select: 'all', page: new URLSearchParams(search).get('page') })} className="adm-sort">
          All<span className="visually-hidden">: select all on this page</span>
        </Link>
      ),
    },
    { label: 'Image', hidden: true },
    sortable('name', 'Product'),
    'Category',
    sortable('price', 'Price', true),
    sortable('stock', 'Stock', true),
    sortable('updated', 'Updated'),
    'Status',
  ];

  return (
    <Form method="post" className="adm-bulk-form">
      <ProductBulkBar collections={collections} selected={hydrated ? ticked.size : null} />
      <AdminTable label="Products" columns={columns} className="adm-products">
        {list.products.map((p) => (
          <tr key={p.id} className={ticked.has(p.id) ? 'adm-row--ticked' : undefined}>
            <td>
              <input
                type="checkbox"
                className="adm-bulk__box"
                name="ids"
                value={p.id}
                checked={ticked.has(p.id)}
                onChange={(e) => toggle(p.id, e.target.checked)}
                aria-label={`Select ${p.name} (${p.colour})`}
              />
            </td>
            <td>
              {p.thumbnail ? (
                <img className="adm-table__thumb" src={p.thumbnail} alt="" width={40} height={50} loading="lazy" />
              ) : (
                <span className="adm-table__thumb" />
              )}
            </td>
            <td>
              <Link to={`/admin/products/${p.id}`}>{p.name}</Link>
              <br />
              <span className="adm-table__muted">
                {p.colour} · {p.slug}
              </span>
            </td>
            <td>{p.category}</td>
            <td className="num">
              {formatPence(p.pricePence)}
              {p.oldPricePence !== null ? (
                <>
                  <br />
                  <s className="adm-table__muted">{formatPence(p.oldPricePence)}</s>
                </>
              ) : null}
            </td>
            <td className="num">
              {p.stockTotal}
              {p.stockTotal > 0 && p.stockTotal <= list.lowStockThreshold ? (
                <>
                  <br />
                  <span className="adm-table__muted">low</span>
                </>
              ) : null}
            </td>
            <td className="adm-nowrap">{formatDate(p.updatedAt)}</td>
            <td>
              {p.archived ? (
                <StatusBadge status="Archived" label="Archived" />
              ) : !p.onSale ? (
                <StatusBadge status="Hidden" label="Not for sale" />
              ) : p.stockTotal === 0 ? (
                <StatusBadge status="Low" label="Sold out" />
              ) : (
                <StatusBadge status="Active" label="On sale" />
              )}
              {p.isFinalSale ? (
                <>
                  {' '}
                  <StatusBadge status="Final" label="Final Sale" />
                </>
              ) : null}
            </td>
          </tr>
        ))}
      </AdminTable>
    </Form>
  );
}

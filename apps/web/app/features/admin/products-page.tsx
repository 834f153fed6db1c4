import type { AdminCategory, AdminProductList } from '@atelier/contract/admin-catalogue';
import { Form, Link, useLocation } from 'react-router';
import { PageHeader, Pager, StatusBadge } from './admin-layout.tsx';
import { formatPence } from './format.ts';
import { AdminTable } from './admin-table.tsx';

export function ProductsPage({
  data,
  categories,
  filters,
}: {
  data: AdminProductList;
  categories: AdminCategory[];
  filters: { search: string; status: string; category: string };
}) {
  const { search } = useLocation();
  return (
    <>
      <PageHeader title="Products" subtitle={`${data.total} product${data.total === 1 ? '' : 's'}`}>
        <Link to="/admin/products/import" className="btn btn--outline btn--sm">
          Import or export CSV
        </Link>
        <Link to="/admin/products/new" className="btn btn--sm">
          New product
        </Link>
      </PageHeader>
      <Form method="get" className="adm-filters" role="search">
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
          <select id="products-status" className="input" name="status" defaultValue={filters.status}>
            <option value="active">On the store</option>
            <option value="archived">Archived</option>
            <option value="all">All</option>
          </select>
        </div>
        <button type="submit" className="btn btn--sm">
          Search
        </button>
      </Form>
      {data.products.length ? (
        <AdminTable
          label="Products"
          columns={[
            { label: 'Image', hidden: true },
            'Product',
            'Category',
            { label: 'Price', num: true },
            { label: 'Stock', num: true },
            'Status',
          ]}
        >
          {data.products.map((p) => (
            <tr key={p.id}>
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
              <td className="num">{p.stockTotal}</td>
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
      ) : (
        <p className="adm-panel__empty">No products match.</p>
      )}
      <Pager page={data.page} totalPages={data.totalPages} search={search} />
    </>
  );
}

import { COLLECTION_SEPARATOR, PRODUCT_CSV_COLUMNS, SIZE_SYSTEMS } from '@atelier/contract/catalogue';
import { Form, Link, useNavigation } from 'react-router';
import { PageHeader, ResultNotice } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import type { ImportReport } from '@atelier/contract/catalogue';
import type { ImportActionData } from './product-import.server.ts';

/** /admin/products/import: check a CSV file, see every line's problems, then import it (R22.6). */
export function ProductImportPage({ result }: { result: ImportActionData | undefined }) {
  const busy = useNavigation().state === 'submitting';
  const checked = result?.ok && result.report?.dryRun && result.report.changes.length ? result.report : undefined;
  return (
    <>
      <Link to="/admin/products" className="adm-back">
        ← All products
      </Link>
      <PageHeader title="Import products" subtitle="Create and update products and their stock from a spreadsheet saved as CSV.">
        {/* A document link: the answer is a file download. */}
        <a href="/admin/products/export.csv" className="btn btn--outline btn--sm" download>
          Export all products (CSV)
        </a>
      </PageHeader>
      {result ? <ResultNotice result={result} /> : null}
      {result?.errors?.length ? (
        <AdminTable label={`Problems in ${result.fileName ?? 'the file'}`} columns={[{ label: 'Line', num: true }, 'What to fix']} compact>
          {result.errors.map((e) => (
            <tr key={e.line}>
              <td className="num">{e.line}</td>
              <td>
                <ul className="adm-list">
                  {e.messages.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {result?.report?.changes.length ? <ImportChanges report={result.report} /> : null}
      <section className="adm-panel" aria-labelledby="import-file">
        <h2 id="import-file" className="adm-panel__title">
          Your file
        </h2>
        <Form method="post" encType="multipart/form-data" className="adm-form">
          {/* After a clean check, Import writes only the changes listed above (or none, if the file or the shop changed). */}
          {checked ? <input type="hidden" name="plan" value={checked.plan} /> : null}
          <div className="field">
            <label className="field__label" htmlFor="import-csv">
              CSV file (at most 5 MB)
            </label>
            <input
              id="import-csv"
              className="input"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              aria-describedby="import-help"
            />
          </div>
          <p id="import-help" className="adm-hint">
            Check the file first: every change it makes (product, field, what it is now and what it becomes) and every line with a problem
            are listed, and nothing changes. Importing after a check writes exactly the changes listed, all at once, or nothing if the file
            or the shop changed meanwhile or any line has a problem.
          </p>
          <div className="adm-form__actions">
            <button type="submit" name="intent" value="check" className="btn btn--outline btn--sm" disabled={busy}>
              Check file
            </button>
            <button type="submit" name="intent" value="import" className="btn btn--sm" disabled={busy}>
              Import
            </button>
          </div>
        </Form>
      </section>
      <section className="adm-panel" aria-labelledby="import-format">
        <h2 id="import-format" className="adm-panel__title">
          The format
        </h2>
        <p>
          One line per size, with a header line naming the columns: <code>{PRODUCT_CSV_COLUMNS.join(', ')}</code>. The export writes exactly
          this, so the easiest way to start is to export, edit in a spreadsheet and import.
        </p>
        <ul className="adm-list">
          <li>A line whose SKU exists updates that size and its product; a new SKU adds a size or a new product.</li>
          <li>
            <code>slug</code> names the product; lines with the same slug are sizes of one product and must agree on its name, category,
            price and other product columns. Without a slug, one is made from the name and colour.
          </li>
          <li>
            <code>category</code> and <code>collections</code> are names (or slugs) that already exist; separate several collections with{' '}
            <code>{COLLECTION_SEPARATOR}</code>.
          </li>
          <li>
            <code>size_system</code> is one of {SIZE_SYSTEMS.join(', ')}; <code>price</code> and <code>old_price</code> are in pounds
            (49.00); <code>stock</code> is a whole number; <code>final_sale</code> is yes or no.
          </li>
          <li>Importing never deletes a product or a size, and never changes descriptions or photos.</li>
          <li>
            A cell starting with <code>=</code>, <code>+</code>, <code>-</code> or <code>@</code> would run as a formula in a spreadsheet
            and is refused; start it with an apostrophe (<code>&apos;</code>) if it is meant as text.
          </li>
        </ul>
      </section>
    </>
  );
}

/** How many changes the page lists; a larger file's changes are counted, and the import still writes them all. */
const CHANGES_SHOWN = 500;

/** The dry run's (or the import's) changes, one row each: what it is now and what it becomes, before the SKU so a phone shows it (R22.6). */
function ImportChanges({ report }: { report: ImportReport }) {
  const { changes } = report;
  const shown = changes.slice(0, CHANGES_SHOWN);
  return (
    <section className="adm-panel" aria-labelledby="import-changes">
      <h2 id="import-changes" className="adm-panel__title">
        {report.applied ? 'Changes made' : 'Changes the import will make'} ({changes.length})
      </h2>
      {shown.length < changes.length ? (
        <p className="adm-hint">
          The first {shown.length} of {changes.length} are listed.
        </p>
      ) : null}
      <AdminTable
        label={report.applied ? 'Changes made' : 'Changes to import'}
        columns={[{ label: 'Line', num: true }, 'Product', 'Field', 'Now', 'Becomes', 'SKU']}
        compact
      >
        {shown.map((c, i) => (
          <tr key={`${c.line}-${c.sku ?? ''}-${c.field}-${i}`}>
            <td className="num">{c.line}</td>
            <td>{c.product}</td>
            <td>{c.field}</td>
            <td>
              {c.from === null ? (
                <span className="adm-table__muted">new</span>
              ) : c.from === '' ? (
                <span className="adm-table__muted">empty</span>
              ) : (
                c.from
              )}
            </td>
            <td>{c.to === '' ? <span className="adm-table__muted">empty</span> : c.to}</td>
            <td className="adm-table__muted">{c.sku ?? '—'}</td>
          </tr>
        ))}
      </AdminTable>
    </section>
  );
}

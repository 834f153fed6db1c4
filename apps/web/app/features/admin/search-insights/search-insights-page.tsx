import type { SearchInsights } from '@atelier/contract/search-insights';
import { Link } from 'react-router';
import { PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';

function Terms({ label, rows, empty }: { label: string; rows: SearchInsights['top']; empty: string }) {
  if (!rows.length) return <p className="adm-panel__empty">{empty}</p>;
  return (
    <AdminTable label={label} columns={['Search', { label: 'Times', num: true }, { label: 'Products found', num: true }]} compact>
      {rows.map((r) => (
        <tr key={r.term}>
          <td>
            <Link to={`/product-list?search=${encodeURIComponent(r.term)}`}>{r.term}</Link>
          </td>
          <td className="num">{r.searches}</td>
          <td className="num">{r.results}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/** /admin/search-insights: what shoppers look for, and what they did not find (R22.12). */
export function SearchInsightsPage({ data }: { data: SearchInsights }) {
  return (
    <>
      <PageHeader
        title="Search insights"
        subtitle={`${data.searches} ${data.searches === 1 ? 'search' : 'searches'} in the last ${data.days} days. Only the words are kept, never who searched.`}
      >
        <nav aria-label="Period" className="adm-inline-actions">
          {[7, 30].map((d) => (
            <Link
              key={d}
              to={`?days=${d}`}
              className={`btn btn--sm${d === data.days ? '' : ' btn--outline'}`}
              aria-current={d === data.days ? 'page' : undefined}
            >
              {d} days
            </Link>
          ))}
        </nav>
      </PageHeader>
      <div className="adm-grid-2">
        <section className="adm-panel" aria-labelledby="si-none">
          <h2 id="si-none" className="adm-panel__title">
            Found nothing
          </h2>
          <p className="adm-hint">Rename a product, add the word to its description, or stock what people ask for.</p>
          <Terms label="Searches that found nothing" rows={data.noResults} empty="Every search found something." />
        </section>
        <section className="adm-panel" aria-labelledby="si-top">
          <h2 id="si-top" className="adm-panel__title">
            Most searched
          </h2>
          <Terms label="Most searched terms" rows={data.top} empty="Nobody has searched yet in this period." />
        </section>
      </div>
    </>
  );
}

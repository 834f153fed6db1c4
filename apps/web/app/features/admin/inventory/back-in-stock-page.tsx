import type { BackInStockDemand } from '@atelier/contract/inventory';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { PageHeader } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';
import { formatDateTime } from '../format.ts';

/** Sizes shoppers wait for (R21.16): restocking one mails everyone waiting, oldest request first. */
export function BackInStockPage({ data }: { data: BackInStockDemand }) {
  const waiting = data.rows.reduce((n, r) => n + r.waiting, 0);
  return (
    <>
      <PageHeader
        title="Back in stock"
        subtitle={`${waiting} ${waiting === 1 ? 'shopper waits' : 'shoppers wait'} for ${data.rows.length} ${data.rows.length === 1 ? 'size' : 'sizes'}`}
      />
      {data.rows.length ? (
        <AdminTable
          label="Waiting demand per size"
          columns={[
            'Product',
            'Size',
            { label: 'In stock', num: true },
            { label: 'Waiting', num: true },
            { label: 'Unconfirmed', num: true },
            'Oldest request',
          ]}
        >
          {data.rows.map((r) => (
            <tr key={r.sku}>
              <td>
                <Link to={`/admin/products/${r.productId}`}>{r.productName}</Link>
                <br />
                <span className="adm-table__muted">{r.sku}</span>
              </td>
              <td>{sizeLabel(r.size)}</td>
              <td className="num">{r.stock}</td>
              <td className="num">{r.waiting}</td>
              <td className="num">{r.unconfirmed}</td>
              <td className="adm-table__muted">{formatDateTime(r.oldestAt)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : (
        <p className="adm-panel__empty">Nobody is waiting for a sold-out size.</p>
      )}
      <p className="adm-hint">
        Saving a product with stock on a size mails everyone waiting for it once, in the order they asked. Unconfirmed requests are guests
        who have not opened their confirmation link yet; they are not mailed.
      </p>
    </>
  );
}

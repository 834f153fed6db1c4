import type { LowStockItem } from '@atelier/contract/shared';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { StatusBadge } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';

/** Sizes running low, with their recent sales and how long they last at that pace (R22.2). */
export function LowStockTable({ items }: { items: LowStockItem[] }) {
  return (
    <AdminTable
      label="Sizes running low"
      columns={['Product', 'Size', 'SKU', { label: 'Left', num: true }, { label: 'Sold, 30 days', num: true }, 'Runs out']}
      compact
    >
      {items.map((v) => (
        <tr key={v.sku}>
          <td>
            <Link to={`/admin/products/${v.productId}`}>{v.productName}</Link>
          </td>
          <td>{sizeLabel(v.size)}</td>
          <td className="adm-table__muted">{v.sku}</td>
          <td className="num">{v.quantity === 0 ? <StatusBadge status="Cancelled" label="Sold out" /> : v.quantity}</td>
          <td className="num">{v.soldLast30Days}</td>
          <td>
            {v.quantity === 0
              ? 'Now'
              : v.daysLeft === null
                ? 'No recent sales'
                : `In about ${v.daysLeft} ${v.daysLeft === 1 ? 'day' : 'days'}`}
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

import type { LowStockItem } from '@atelier/contract/shared';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { StatusBadge } from '../admin-layout.tsx';
import { AdminTable } from '../../../components/ui/data-table.tsx';

/** When a low size runs out, in words, from its state and days left (R22.2). */
function runsOut(v: LowStockItem): string {
  if (v.state === 'urgent') return 'Sold out, still selling';
  if (v.state === 'dormant') return 'Sold out, no recent sales';
  if (v.daysLeft === null) return 'No recent sales';
  if (v.daysLeft === 0) return 'Within a day';
  return `In about ${v.daysLeft} ${v.daysLeft === 1 ? 'day' : 'days'}`;
}

/** Sizes running low, with their recent sales and how long they last at that pace (R22.2); when it runs out comes before the SKU, so a phone shows it without scrolling. */
export function LowStockTable({
  items,
  paceDays,
  label = 'Sizes running low',
}: {
  items: LowStockItem[];
  paceDays: number;
  label?: string;
}) {
  return (
    <AdminTable
      label={label}
      columns={['Product', 'Size', { label: 'Left', num: true }, 'Runs out', { label: `Sold, ${paceDays} days`, num: true }, 'SKU']}
      compact
    >
      {items.map((v) => (
        <tr key={v.sku}>
          <td>
            <Link to={`/admin/products/${v.productId}`}>{v.productName}</Link>
          </td>
          <td>{sizeLabel(v.size)}</td>
          <td className="num">
            {v.state === 'urgent' ? (
              <StatusBadge status="Cancelled" label="Sold out" />
            ) : v.quantity === 0 ? (
              <StatusBadge status="Unsubscribed" label="Sold out" />
            ) : (
              v.quantity
            )}
          </td>
          <td>{v.state === 'urgent' ? <strong>{runsOut(v)}</strong> : runsOut(v)}</td>
          <td className="num">{v.soldRecently}</td>
          <td className="adm-table__muted">{v.sku}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

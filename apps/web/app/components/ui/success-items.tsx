import type { OrderSuccess } from '@atelier/contract/orders';
import { sizeLabel } from '@atelier/contract/catalogue';
import { formatPence, poundsToPence } from '@atelier/contract/shared';

/** The order's lines as the confirmation and a guest's order page show them. */
export function SuccessItems({ items }: { items: OrderSuccess['items'] }) {
  return (
    <ul className="success-items">
      {items.map((i, n) => (
        <li key={`${i.slug}-${i.size}-${n}`} className="success-item">
          <img src={i.image} alt="" width={72} height={90} loading="lazy" className="success-item__image" />
          <div className="success-item__info">
            <p className="success-item__name">{i.name}</p>
            <p className="success-item__meta">
              Colour: {i.colour} · Size: {sizeLabel(i.size)} · Quantity: {i.quantity}
            </p>
            <p className="success-item__meta">{formatPence(poundsToPence(i.unitPriceIncVat))} each</p>
          </div>
          <p className="success-item__price">{formatPence(poundsToPence(i.totalPrice))}</p>
        </li>
      ))}
    </ul>
  );
}

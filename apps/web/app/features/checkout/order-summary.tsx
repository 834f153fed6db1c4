import type { CartItem } from '@atelier/contract/cart';
import { formatPence, poundsToPence, type Totals } from '@atelier/contract/shared';
import { ONE_SIZE, sizeLabel } from '@atelier/contract/catalogue';
import type { ComponentProps, ReactNode } from 'react';
import { TotalsList } from '~/components/ui/totals-list';
import { returnsPromise } from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';

const sizeText = (size: string) => (size === ONE_SIZE ? sizeLabel(size) : `Size ${size}`);

/** The cart lines beside the form: image, name, colour, size, quantity and line price. */
export function OrderSummary({
  items,
  totals,
  discountCode,
  shippingLabel,
  payments,
  children,
}: {
  items: readonly CartItem[];
  totals: Totals;
  discountCode?: string | null;
  shippingLabel?: string;
  payments?: ComponentProps<typeof TotalsList>['payments'];
  /** Between the lines and the totals: the discount code and gift card fields. */
  children?: ReactNode;
}) {
  return (
    <section className="checkout-summary" aria-labelledby="summary-title">
      <h2 id="summary-title" className="checkout-section__title">
        Order summary
      </h2>
      <ul className="summary-lines" aria-label="Items in your order">
        {items.map((i) => (
          <li key={i.variantGuid} className={`summary-line${i.isStock ? '' : ' summary-line--unavailable'}`}>
            <div className="summary-line__media">
              <img src={i.coverImage} alt="" width={64} height={80} loading="lazy" />
              <span className="summary-line__qty" aria-hidden="true">
                {i.itemCount}
              </span>
            </div>
            <div className="summary-line__info">
              <a href={`/product-detail/${i.itemSlug}`} className="summary-line__name">
                {i.name}
              </a>
              <p className="summary-line__meta">
                {i.colour} · {sizeText(i.size)} · Qty {i.itemCount} · {formatPence(poundsToPence(i.unitPrice))} each
              </p>
              {i.isStock ? null : <p className="summary-line__warning">Sold out: remove it from your cart to continue.</p>}
            </div>
            <p className="summary-line__price">{formatPence(poundsToPence(i.unitPrice) * i.itemCount)}</p>
          </li>
        ))}
      </ul>
      {children}
      <TotalsList totals={totals} discountCode={discountCode} shippingLabel={shippingLabel} payments={payments} />
      <p className="checkout-summary__note">
        Prices include VAT. <TermsText of={returnsPromise} />
      </p>
    </section>
  );
}

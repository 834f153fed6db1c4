import { formatPence, poundsToPence } from '@atelier/contract/shared';

/** Shelf price in pounds (as the API sends it) with the old price struck through when discounted. */
export function Price({ price, oldPrice, className = '' }: { price: number; oldPrice?: number | null; className?: string }) {
  const onSale = oldPrice != null && oldPrice > price;
  return (
    <p className={`price${onSale ? ' price--sale' : ''} ${className}`}>
      <span className="price__now">
        {onSale ? <span className="visually-hidden">Sale price </span> : null}
        {formatPence(poundsToPence(price))}
      </span>
      {onSale ? (
        <s className="price__old">
          <span className="visually-hidden">Was </span>
          {formatPence(poundsToPence(oldPrice))}
        </s>
      ) : null}
    </p>
  );
}

/** Whole-percent saving, e.g. 30 for £70 down from £100. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number | undefined {
  if (oldPrice == null || oldPrice <= price || oldPrice <= 0) return undefined;
  return Math.round((1 - price / oldPrice) * 100);
}

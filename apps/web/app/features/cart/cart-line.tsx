import type { CartItem } from '@atelier/contract/cart';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { LineQuantity, RemoveLine } from './cart-line-controls.tsx';

/** Unit price, with the old price struck through when discounted. */
export function LinePrice({ item }: { item: CartItem }) {
  const sale = item.oldPrice !== null && item.oldPrice > item.unitPrice;
  return (
    <span className={`price${sale ? ' price--sale' : ''}`}>
      <span className="price__now">
        {sale ? <span className="visually-hidden">Sale price </span> : null}
        {formatPence(poundsToPence(item.unitPrice))}
      </span>
      {sale && item.oldPrice !== null ? (
        <s className="price__old">
          <span className="visually-hidden">Was </span>
          {formatPence(poundsToPence(item.oldPrice))}
        </s>
      ) : null}
    </span>
  );
}

export function LineImage({ item }: { item: CartItem }) {
  return (
    <Link to={`/product-detail/${item.itemSlug}`} className="cart-line__media" tabIndex={-1} aria-hidden="true">
      <img src={item.coverImage} alt="" width="640" height="800" loading="lazy" decoding="async" />
    </Link>
  );
}

/** A sold-out line is left out of the cart total (the API's totals): its own total says so. */
export function LineTotal({ item }: { item: CartItem }) {
  const amount = formatPence(poundsToPence(item.totalPrice));
  if (item.isStock) return <>{amount}</>;
  return (
    <s className="cart-line__excluded">
      <span className="visually-hidden">Not included in the total: </span>
      {amount}
    </s>
  );
}

export function SoldOutNote({ item }: { item: CartItem }) {
  return item.isStock ? null : <p className="cart-line__sold-out">Sold out: this size can no longer be ordered.</p>;
}

/** One line of the drawer: image, name, size, price, quantity and remove. */
export function CartLine({ item }: { item: CartItem }) {
  return (
    <li className="cart-line" data-sold-out={item.isStock ? undefined : true}>
      <LineImage item={item} />
      <div className="cart-line__body">
        <div className="cart-line__top">
          <h3 className="cart-line__name">
            <Link to={`/product-detail/${item.itemSlug}`}>{item.name}</Link>
          </h3>
          <RemoveLine item={item} />
        </div>
        <p className="cart-line__meta">
          Colour: {item.colour} · Size: {sizeLabel(item.size)}
        </p>
        <LinePrice item={item} />
        <SoldOutNote item={item} />
        <div className="cart-line__bottom">
          <LineQuantity item={item} />
          <span className="cart-line__total">
            <LineTotal item={item} />
          </span>
        </div>
      </div>
    </li>
  );
}

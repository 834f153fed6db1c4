import type { Cart } from '@atelier/contract/cart';
import { formatPence, poundsToPence, shippingFor } from '@atelier/contract/money';
import { sizeLabel } from '@atelier/contract/sizes';
import { Link } from 'react-router';
import { LineQuantity, RemoveLine } from './cart-line-controls.tsx';
import { CartEmpty } from './cart-drawer.tsx';
import { LineImage, LinePrice, LineTotal, SoldOutNote } from './cart-line.tsx';
import { FreeShippingBar } from './free-shipping-bar.tsx';
import { TermsGate } from './terms-gate.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import type { ShippingView } from '~/components/cart/use-cart';
import { RecentlyViewed } from '~/components/product/recently-viewed';
import './cart.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export const VIEW_CART_TITLE = 'Shopping Cart';

/** /view-cart: the whole cart as a table (stacked rows on phones), totals and the terms gate. */
export function ViewCartPage({ cart, shipping }: { cart: Cart; shipping: ShippingView }) {
  const totalPence = poundsToPence(cart.totalPrice);
  const shippingPence = shippingFor(totalPence, shipping.freeThresholdPence, shipping.feePence);
  useFocusAfterRemoval('view-cart', cart.items.length);
  return (
    <div className="view-cart" id="view-cart">
      <header className="page-head">
        <div className="container">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: VIEW_CART_TITLE }]} />
          <h1 className="page-head__title">{VIEW_CART_TITLE}</h1>
        </div>
      </header>
      <div className="container view-cart__body">
        {cart.items.length === 0 ? (
          <>
            <CartEmpty />
            <RecentlyViewed className="section" />
          </>
        ) : (
          <>
            <FreeShippingBar totalPence={totalPence} thresholdPence={shipping.freeThresholdPence} />
            <div className="view-cart__grid">
              <table className="cart-table">
                <caption className="visually-hidden">Items in your cart</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Price</th>
                    <th scope="col">Quantity</th>
                    <th scope="col">Total</th>
                    <th scope="col">Remove</th>
                  </tr>
                </thead>
                <tbody>
                  {cart.items.map((item) => (
                    <tr key={item.variantGuid} className="cart-table__row" data-sold-out={item.isStock ? undefined : true}>
                      <th scope="row">
                        <div className="cart-table__product">
                          <LineImage item={item} />
                          <div>
                            <Link to={`/product-detail/${item.itemSlug}`} className="cart-table__name">
                              {item.name}
                            </Link>
                            <p className="cart-line__meta">
                              Colour: {item.colour} · Size: {sizeLabel(item.size)}
                            </p>
                            <SoldOutNote item={item} />
                          </div>
                        </div>
                      </th>
                      <td data-label="Price">
                        <LinePrice item={item} />
                      </td>
                      <td data-label="Quantity">
                        <LineQuantity item={item} />
                      </td>
                      <td data-label="Total" className="cart-table__total">
                        <LineTotal item={item} />
                      </td>
                      <td data-label="Remove" className="cart-table__remove">
                        <RemoveLine item={item} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <aside className="cart-summary" aria-labelledby="cart-summary-title">
                <h2 id="cart-summary-title" className="cart-summary__title">
                  Order summary
                </h2>
                <dl className="cart-summary__rows">
                  <div>
                    <dt>Items ({cart.totalItems})</dt>
                    <dd>{formatPence(totalPence)}</dd>
                  </div>
                  <div>
                    <dt>Shipping</dt>
                    <dd>{shippingPence === 0 ? 'Free' : formatPence(shippingPence)}</dd>
                  </div>
                  <div className="cart-summary__total">
                    <dt>Total</dt>
                    <dd>{formatPence(totalPence + shippingPence)}</dd>
                  </div>
                </dl>
                <p className="cart-summary__note">Prices include VAT at 20%.</p>
                <TermsGate />
                <Link to="/product-list" className="link-underline cart-summary__continue">
                  Continue shopping
                </Link>
              </aside>
            </div>
          </>
        )}
      </div>
    </div>
  );
}

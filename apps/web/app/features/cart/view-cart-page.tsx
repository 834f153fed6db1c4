import type { Cart } from '@atelier/contract/cart';
import { NextDayLine } from '~/components/ui/next-day-line';
import { formatPence, poundsToPence, shippingFor } from '@atelier/contract/shared';
import { CartDiscountForm } from './cart-discount.tsx';
import type { CartDiscount } from './cart.server.ts';
import { sizeLabel } from '@atelier/contract/catalogue';
import { Link } from 'react-router';
import { LineQuantity, RemoveLine } from './cart-line-controls.tsx';
import { CartEmpty } from './cart-drawer.tsx';
import { LineImage, LinePrice, LineTotal, SoldOutNote } from './cart-line.tsx';
import { FreeShippingBar } from './free-shipping-bar.tsx';
import { deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';
import { TermsGate } from './terms-gate.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import type { ShippingView } from '~/components/cart/use-cart';
import { RecentlyViewed } from '~/components/product/recently-viewed';
import './cart.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export const VIEW_CART_TITLE = 'Shopping Cart';

/** /view-cart: the whole cart as a table (stacked rows on phones), totals and the terms gate. */
export function ViewCartPage({
  cart,
  shipping,
  discount,
  nextDay = null,
  notice = null,
}: {
  cart: Cart;
  shipping: ShippingView;
  discount: CartDiscount;
  nextDay?: string | null;
  /** Said above the cart: a basket put back from a checkout reminder (R24.5). */
  notice?: string | null;
}) {
  const totalPence = poundsToPence(cart.totalPrice);
  // With a code applied, the API's quote prices it (R20.7); otherwise the cart's own rule (R2.2).
  const quote = discount.quote?.discount ? discount.quote : null;
  const shippingPence = quote
    ? poundsToPence(quote.totalShippingCost)
    : shippingFor(totalPence, shipping.freeThresholdPence, shipping.feePence);
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
        {notice ? (
          <p className="view-cart__notice" role="status">
            {notice}
          </p>
        ) : null}
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
                  {quote?.discount ? (
                    <div>
                      <dt>Discount ({quote.discount.code})</dt>
                      <dd data-testid="cart-discount">
                        {quote.discount.amount > 0 ? `−${formatPence(poundsToPence(quote.discount.amount))}` : 'Free delivery'}
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>Shipping</dt>
                    <dd>{shippingPence === 0 ? 'Free' : formatPence(shippingPence)}</dd>
                  </div>
                  {quote ? (
                    <div>
                      <dt>VAT (20%) included</dt>
                      <dd data-testid="cart-vat">{formatPence(poundsToPence(quote.totalTax))}</dd>
                    </div>
                  ) : null}
                  <div className="cart-summary__total">
                    <dt>Total</dt>
                    <dd data-testid="cart-total">
                      {quote ? formatPence(poundsToPence(quote.totalPrice)) : formatPence(totalPence + shippingPence)}
                    </dd>
                  </div>
                </dl>
                <p className="cart-summary__note">
                  Prices include VAT at 20%. <TermsText of={deliveryPromise} /> <TermsText of={returnsPromise} />
                </p>
                <NextDayLine text={nextDay} className="cart-summary__note" />
                <CartDiscountForm discount={discount} />
                <TermsGate code={quote?.discount?.code} />
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

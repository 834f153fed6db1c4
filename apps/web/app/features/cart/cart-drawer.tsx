import { formatPence, poundsToPence, shippingFor } from '@atelier/contract/shared';
import { Link, useFetcher, useLocation } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { BagIcon } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { ADD_FETCHER_KEY } from '~/components/cart/add-to-cart';
import { CartLine } from './cart-line.tsx';
import { useCartErrorToast } from './cart-line-controls.tsx';
import { FreeShippingBar } from './free-shipping-bar.tsx';
import { useFocusAfterRemoval } from './use-focus-after-removal.ts';
import { CART_MODAL_PATH, useCart, type CartActionData } from '~/components/cart/use-cart';
import './cart.css';

export function CartEmpty({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="cart-empty">
      <BagIcon className="cart-empty__icon" />
      <p>Your Cart is empty. Start adding products to cart!</p>
      <Link to="/product-list" className="btn" onClick={onNavigate}>
        Explore Products
      </Link>
    </div>
  );
}

/**
 * #shoppingCart: a side panel everywhere, a modal on /cart-drawer-v2 (R4.10). Its lines come
 * from the root loader, so they are there on every page and fresh after every cart action.
 */
export function CartDrawer() {
  const { open, closePanel } = usePanels();
  const { cart, shipping } = useCart();
  const { pathname } = useLocation();
  const adding = useFetcher<CartActionData>({ key: ADD_FETCHER_KEY });
  useCartErrorToast(adding);
  const count = cart.items.length;
  useFocusAfterRemoval('shoppingCart', count);
  const totalPence = poundsToPence(cart.totalPrice);
  const busy = adding.state !== 'idle';
  const shippingPence = shippingFor(totalPence, shipping.freeThresholdPence, shipping.feePence);

  return (
    <Dialog
      id="shoppingCart"
      open={open === 'shoppingCart'}
      onClose={closePanel}
      title={`Shopping Cart (${count})`}
      closeLabel="Close cart"
      variant={pathname === CART_MODAL_PATH ? 'modal' : 'drawer'}
      className="cart-drawer"
      footer={
        count > 0 ? (
          <div className="cart-drawer__foot">
            <p className="cart-drawer__total">
              <span>Total</span>
              <strong>{formatPence(totalPence)}</strong>
            </p>
            <p className="cart-drawer__note">
              {shippingPence === 0
                ? 'VAT included. Free UK standard shipping.'
                : `VAT included. UK standard shipping ${formatPence(shippingPence)}.`}
            </p>
            <div className="cart-drawer__actions">
              <Link to="/view-cart" className="btn btn--outline" onClick={closePanel}>
                View Cart
              </Link>
              <Link to="/checkout" className="btn" onClick={closePanel}>
                Checkout
              </Link>
            </div>
          </div>
        ) : undefined
      }
    >
      <div className="cart-drawer__content" aria-busy={busy}>
        {busy ? (
          <p className="cart-drawer__adding" role="status">
            <span className="spinner spinner--sm" aria-hidden="true" /> Adding to your cart…
          </p>
        ) : null}
        {count === 0 ? (
          busy ? null : (
            <CartEmpty onNavigate={closePanel} />
          )
        ) : (
          <>
            <FreeShippingBar totalPence={totalPence} thresholdPence={shipping.freeThresholdPence} />
            <ul className="cart-lines" aria-label="Items in your cart">
              {cart.items.map((item) => (
                <CartLine key={item.variantGuid} item={item} />
              ))}
            </ul>
          </>
        )}
      </div>
    </Dialog>
  );
}

import { formatPence, poundsToPence } from '@atelier/contract/shared';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BagIcon } from '~/components/ui/icons';
import { usePanels } from '~/components/ui/panels';
import { useCart } from '~/components/cart/use-cart';
import './cart.css';

export const CART_MODAL_TITLE = 'Your Cart';

/**
 * /cart-drawer-v2 (R4.10): the cart opens here as a modal, on arrival and from the
 * button (the header's cart icon opens the same modal on this page).
 */
export function CartModalPage() {
  const { openPanel } = usePanels();
  const { cart } = useCart();
  useEffect(() => {
    // After the shell's route-change effect, which closes panels and runs after this one.
    const t = window.setTimeout(() => openPanel('shoppingCart'), 0);
    return () => window.clearTimeout(t);
  }, [openPanel]);

  const count = cart.items.length;
  return (
    <section className="container cart-modal-page">
      <BagIcon className="cart-modal-page__icon" />
      <h1 className="page-head__title">{CART_MODAL_TITLE}</h1>
      <p className="cart-modal-page__text">
        {count === 0
          ? 'Your Cart is empty. Start adding products to cart!'
          : `${count} ${count === 1 ? 'item' : 'items'} in your cart, ${formatPence(poundsToPence(cart.totalPrice))} in total.`}
      </p>
      <div className="cart-modal-page__actions">
        <button type="button" className="btn" onClick={() => openPanel('shoppingCart')}>
          Open cart
        </button>
        <Link to="/view-cart" className="btn btn--outline">
          View Cart
        </Link>
      </div>
    </section>
  );
}

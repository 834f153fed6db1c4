import { Link } from 'react-router';
import { Dialog } from '~/components/ui/dialog';
import { BagIcon } from '~/components/ui/icons';
import { usePanels } from '~/features/shell/panels';

/** #shoppingCart side panel. Lists nothing yet: the cart lines arrive with the cart feature. */
export function CartDrawer({ cartCount }: { cartCount: number }) {
  const { open, closePanel } = usePanels();
  return (
    <Dialog
      id="shoppingCart"
      open={open === 'shoppingCart'}
      onClose={closePanel}
      title={`Shopping Cart (${cartCount})`}
      closeLabel="Close cart"
    >
      <div className="cart-empty">
        <BagIcon className="cart-empty__icon" />
        <p>Your Cart is empty. Start adding products to cart!</p>
        <Link to="/product-list" className="btn" onClick={closePanel}>
          Explore Products
        </Link>
      </div>
    </Dialog>
  );
}

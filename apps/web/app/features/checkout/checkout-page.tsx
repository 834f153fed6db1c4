import { Link } from 'react-router';
import type { Cart } from '@atelier/contract/cart';
import { encodeSeenCart } from '@atelier/contract/checkout-form';
import { BagIcon } from '~/components/ui/icons';
import { CheckoutForm, type CheckoutActionData } from './checkout-form.tsx';
import { OrderSummary } from './order-summary.tsx';
import { checkoutTotals, type ShippingRule } from './totals.ts';
import './checkout.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export interface CheckoutPageProps {
  customer: { firstName: string; lastName: string; phoneNumber: string; email: string };
  cart: Cart;
  shipping: ShippingRule;
  result: CheckoutActionData | undefined;
}

function CheckoutHead() {
  return (
    <header className="page-head checkout-head">
      <div className="container">
        <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/view-cart' }, { label: 'Checkout' }]} />
        <h1 className="page-head__title">Checkout</h1>
      </div>
    </header>
  );
}

export function CheckoutPage({ customer, cart, shipping, result }: CheckoutPageProps) {
  const empty = cart.items.length === 0;
  const buyable = cart.items.filter((i) => i.isStock);
  const totals = checkoutTotals(cart.items, shipping);
  return (
    <div className="checkout-page">
      <CheckoutHead />
      <div className="container">
        {empty ? (
          <section className="checkout-empty" aria-labelledby="checkout-empty-title">
            <BagIcon className="checkout-empty__icon" />
            <h2 id="checkout-empty-title" className="checkout-empty__title">
              Your cart is empty
            </h2>
            <p>There is nothing to check out yet. Start adding products to your cart!</p>
            {result?.message ? (
              <p className="checkout-alert" role="alert">
                {result.message}
              </p>
            ) : null}
            <Link to="/product-list" className="btn">
              Explore Products
            </Link>
          </section>
        ) : (
          <div className="checkout-layout">
            <div className="checkout-main">
              <p className="checkout-account">
                Signed in as <strong>{customer.email}</strong>. We will send your order confirmation there.
              </p>
              <CheckoutForm
                defaults={{ firstName: customer.firstName, lastName: customer.lastName, phoneNumber: customer.phoneNumber }}
                seenCart={encodeSeenCart(buyable.map((i) => ({ variantGuid: i.variantGuid, quantity: i.itemCount })))}
                canSubmit={!empty}
                result={result}
              />
            </div>
            <aside className="checkout-aside">
              <OrderSummary items={cart.items} totals={totals} />
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}

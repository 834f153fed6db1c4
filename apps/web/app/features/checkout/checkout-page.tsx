import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedAddress } from '@atelier/contract/customers';
import type { Cart } from '@atelier/contract/cart';
import { encodeSeenCart, type CheckoutFormValues, type DeliveryMethod } from '@atelier/contract/checkout';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { BagIcon } from '~/components/ui/icons';
import { CheckoutForm, type CheckoutActionData } from './checkout-form.tsx';
import { DiscountCode } from './discount-code.tsx';
import { OrderSummary } from './order-summary.tsx';
import { SavedAddresses } from './saved-addresses.tsx';
import { quoteTotals } from './totals.ts';
import './checkout.css';
import './checkout-choices.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export interface CheckoutPageProps {
  customer: { email: string };
  cart: Cart;
  quote: QuoteResponse;
  code: string;
  delivery: DeliveryMethod;
  addresses: SavedAddress[];
  selectedAddress: string | null;
  prefill: Omit<CheckoutFormValues, 'terms'>;
  /** The next-day cut-off line, from the API's clock (R20.12). */
  nextDay: string | null;
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

export function CheckoutPage(props: CheckoutPageProps) {
  const { customer, cart, addresses, selectedAddress, prefill, result } = props;
  const [delivery, setDelivery] = useState<DeliveryMethod>(props.delivery);
  const empty = cart.items.length === 0;
  const buyable = cart.items.filter((i) => i.isStock);
  // After Apply, the action's quote; otherwise the loader's. Delivery changes are priced here from its options.
  const quote = result?.quote ?? props.quote;
  const code = result?.quote ? (result.code ?? '') : props.code;
  const { totals, option } = quoteTotals(quote, delivery);
  const linkTo = (id: string) => {
    const q = new URLSearchParams({ address: id, delivery });
    if (quote.discount) q.set('code', quote.discount.code);
    return `/checkout?${q}`;
  };
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
              <SavedAddresses addresses={addresses} selected={selectedAddress} linkTo={linkTo} />
              <CheckoutForm
                // A saved address picked fills the form afresh.
                key={selectedAddress ?? 'typed'}
                defaults={prefill}
                deliveryOptions={quote.deliveryOptions}
                delivery={delivery}
                onDeliveryChange={setDelivery}
                nextDay={props.nextDay}
                seenCart={encodeSeenCart(buyable.map((i) => ({ variantGuid: i.variantGuid, quantity: i.itemCount })))}
                canSubmit={!empty}
                result={result}
              />
            </div>
            <aside className="checkout-aside">
              <OrderSummary items={cart.items} totals={totals} discountCode={quote.discount?.code} shippingLabel={option.label}>
                <DiscountCode
                  formId="checkout"
                  code={code}
                  applied={quote.discount?.code ?? null}
                  error={quote.discountError?.message ?? null}
                />
              </OrderSummary>
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}

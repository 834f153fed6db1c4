import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { SavedAddress } from '@atelier/contract/customers';
import type { Cart } from '@atelier/contract/cart';
import { encodeSeenCart, type CheckoutFormValues, type DeliveryMethod } from '@atelier/contract/checkout';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { BagIcon } from '~/components/ui/icons';
import { CheckoutForm, type CheckoutActionData } from './checkout-form.tsx';
import { DiscountCode } from './discount-code.tsx';
import { GiftCard } from './gift-card.tsx';
import { poundsToPence } from '@atelier/contract/shared';
import { OrderSummary } from './order-summary.tsx';
import { SavedAddresses } from './saved-addresses.tsx';
import { postcodeNoteOf, quoteTotals } from './totals.ts';
import './checkout.css';
import './checkout-choices.css';
import { Breadcrumb } from '~/components/ui/breadcrumb';

export interface CheckoutPageProps {
  /** Null for a guest (R5.14). */
  customer: { email: string } | null;
  cart: Cart;
  quote: QuoteResponse;
  code: string;
  /** The gift card code typed and whether store credit is spent (R23.4). */
  giftCard: string;
  useCredit: boolean;
  delivery: DeliveryMethod;
  addresses: SavedAddress[];
  selectedAddress: string | null;
  prefill: Omit<CheckoutFormValues, 'terms'>;
  /** The next-day cut-off line, from the API's clock (R20.12). */
  nextDay: string | null;
  /** "Find address" beside the postcode (R20.23). */
  addressLookup: boolean;
  /** The terms were ticked earlier in this visit (R5.19). */
  terms: boolean;
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
  // Re-priced when the postcode changes (its region's surcharge, R20.22); after Apply, the action's quote; otherwise the loader's.
  const priced = useFetcher<{ quote: QuoteResponse }>();
  const quote = priced.data?.quote ?? result?.quote ?? props.quote;
  const code = result?.quote ? (result.code ?? '') : props.code;
  const giftCard = result?.quote ? (result.giftCard ?? '') : props.giftCard;
  const useCredit = result?.quote ? !!result.useCredit : props.useCredit;
  const { totals, option } = quoteTotals(quote, delivery);
  // What the gift card and credit pay comes off what the card pays, not the total (R23.5).
  const byBalancePence = Math.min(
    totals.totalPence,
    poundsToPence((quote.payment.giftCard?.applied ?? 0) + (quote.payment.storeCredit?.applied ?? 0)),
  );
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
            <p>There is nothing to check out yet: your cart is empty.</p>
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
              {customer ? (
                <p className="checkout-account">
                  Signed in as <strong>{customer.email}</strong>. We will send your order confirmation there.
                </p>
              ) : (
                <p className="checkout-account">
                  Checking out as a guest: your email address is all we need.{' '}
                  <Link to={`/?login=1&redirectTo=${encodeURIComponent('/checkout')}`} className="link-underline">
                    Sign in
                  </Link>{' '}
                  to use your saved addresses.
                </p>
              )}
              <SavedAddresses addresses={addresses} selected={selectedAddress} linkTo={linkTo} />
              <CheckoutForm
                // A saved address picked fills the form afresh.
                key={selectedAddress ?? 'typed'}
                defaults={prefill}
                deliveryOptions={quote.deliveryOptions}
                delivery={delivery}
                onDeliveryChange={setDelivery}
                nextDay={props.nextDay}
                addressLookup={props.addressLookup}
                seenCart={encodeSeenCart(buyable.map((i) => ({ variantGuid: i.variantGuid, quantity: i.itemCount })))}
                canSubmit={!empty}
                result={result}
                postcodeNote={postcodeNoteOf(quote)}
                onPostcode={(postcode) => {
                  const q = new URLSearchParams({ delivery, postcode });
                  if (code) q.set('code', code);
                  void priced.load(`/checkout?${q}`);
                }}
                guest={!customer}
                termsAccepted={props.terms}
              />
            </div>
            <aside className="checkout-aside">
              <OrderSummary
                items={cart.items}
                totals={totals}
                discountCode={quote.discount?.code}
                shippingLabel={option.label}
                payments={{ byBalancePence, byCardPence: totals.totalPence - byBalancePence, cardLabel: 'To pay by card' }}
              >
                <DiscountCode
                  formId="checkout"
                  code={code}
                  applied={quote.discount?.code ?? null}
                  error={quote.discountError?.message ?? null}
                />
                <GiftCard formId="checkout" code={giftCard} useCredit={useCredit} payment={quote.payment} />
              </OrderSummary>
            </aside>
          </div>
        )}
      </div>
    </div>
  );
}

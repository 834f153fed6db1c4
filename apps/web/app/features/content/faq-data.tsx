import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BUSINESS } from '@atelier/contract/shared';
import {
  collectionPromise,
  DELIVERY_WINDOW_TEXT,
  deliveryPromise,
  DISPATCH_WINDOW_TEXT,
  nextDayPromise,
  regionsPromise,
  returnsPromise,
  returnWindowText,
} from '@atelier/contract/settings';
import { TermsText } from '~/lib/shop-terms';

export interface FaqGroup {
  id: string;
  title: string;
  items: { q: string; a: ReactNode }[];
}

export const faqGroups: FaqGroup[] = [
  {
    id: 'shopping-information',
    title: 'Shopping Information',
    items: [
      {
        q: 'How much does delivery cost, and where do you deliver?',
        a: (
          <p>
            <TermsText of={deliveryPromise} /> <TermsText of={nextDayPromise} /> <TermsText of={collectionPromise} />{' '}
            <TermsText of={regionsPromise} />
          </p>
        ),
      },
      {
        q: 'How long will my order take to arrive?',
        a: (
          <p>
            {`We process and dispatch orders within ${DISPATCH_WINDOW_TEXT}, and delivery usually takes ${DELIVERY_WINDOW_TEXT} after dispatch.`}{' '}
            We email you when your order has been shipped, and you can follow its status at any time in My Orders.
          </p>
        ),
      },
      {
        q: 'Do I need an account to place an order?',
        a: (
          <p>
            You can browse and add items to your cart as a guest. To check out, please sign in or create an account; your cart comes with
            you. An account lets you follow your orders and request a cancellation or return in a couple of clicks.
          </p>
        ),
      },
      {
        q: 'How do I find my size?',
        a: (
          <p>
            Every product page has a size guide with chest, waist and hip measurements in inches. If you are between sizes, we suggest the
            larger size for a relaxed fit. Our customer care team is happy to help if you are unsure.
          </p>
        ),
      },
      {
        q: 'Can I change or cancel my order?',
        a: (
          <p>
            While your order is <em>Waiting</em> or <em>Processing</em>, you can ask us to cancel it from My Orders. If it has not yet been
            dispatched, we cancel it and refund you in full. We cannot change an order once it has been placed, so the quickest way to amend
            one is to cancel it and order again. Orders containing Final Sale items cannot be changed or cancelled.
          </p>
        ),
      },
      {
        q: 'Will an item I want come back in stock?',
        a: (
          <p>
            We make our pieces in small runs, so some sizes sell out. Popular styles are often remade each season; sizes that are out of
            stock are shown on the product page, and our newsletter is the first place we announce restocks.
          </p>
        ),
      },
    ],
  },
  {
    id: 'payment-information',
    title: 'Payment Information',
    items: [
      {
        q: 'Which payment methods do you accept?',
        a: (
          <p>
            We accept Visa, Mastercard and American Express credit and debit cards, through our payment provider&apos;s secure checkout.
          </p>
        ),
      },
      {
        q: 'When will I be charged?',
        a: (
          <p>
            Payment is taken immediately when you place your order. If we later cancel any part of your order, we refund it to the same
            card.
          </p>
        ),
      },
      {
        q: 'Can I pay with more than one card?',
        a: <p>No. Each order is paid with a single payment method, so payment cannot be split between cards or accounts.</p>,
      },
      {
        q: 'Is it safe to pay on your website?',
        a: (
          <p>
            Yes. Payments are made on our payment provider&apos;s secure, encrypted checkout page. We never see or store your full card
            number or security code, and your bank may ask you to confirm the payment with 3D Secure.
          </p>
        ),
      },
      {
        q: 'Do your prices include VAT?',
        a: (
          <p>
            Yes. All prices are in pounds sterling and include UK VAT at 20%. Your order summary shows how much VAT is included in your
            total. There are no extra charges at checkout.
          </p>
        ),
      },
    ],
  },
  {
    id: 'return-and-exchange',
    title: 'Return & Exchange',
    items: [
      {
        q: 'What is your returns policy?',
        a: (
          <p>
            <TermsText of={returnsPromise} /> Items must be unworn, unwashed and have their original tags attached. Read the full{' '}
            <Link to="/return-and-refund">Return &amp; Refund Policy</Link>.
          </p>
        ),
      },
      {
        q: 'How do I return an item?',
        a: (
          <p>
            Sign in, open My Orders and choose <em>Request refund</em> on the delivered order, or email us with your order number. We send
            you a prepaid label within one business day; pack the items with their tags and drop the parcel at a Post Office.
          </p>
        ),
      },
      {
        q: 'When will I receive my refund?',
        a: (
          <p>
            Your refund is issued within 5 business days after the returned item is received and inspected, to your original payment method.
            Your bank may take a few more days to show it.
          </p>
        ),
      },
      {
        q: 'Can I exchange an item for a different size?',
        a: (
          <p>
            The quickest way is to return the item for a refund and place a new order for the size you need, so that you are sure of getting
            it while it is in stock. If an item is faulty or we sent the wrong one, we exchange it free of charge.
          </p>
        ),
      },
      {
        q: 'What if my item arrives damaged or is not what I ordered?',
        a: (
          <p>
            We are sorry. Please tell us within <TermsText of={returnWindowText} /> of delivery at {BUSINESS.email}, with your order number
            and a photograph. We cover the return shipping and send you a replacement or a full refund.
          </p>
        ),
      },
      {
        q: 'Can I return a Final Sale item?',
        a: (
          <p>
            No. Final Sale items, clearly marked on their product page, cannot be returned, exchanged, changed or cancelled. This does not
            affect your statutory rights if an item is faulty.
          </p>
        ),
      },
    ],
  },
];

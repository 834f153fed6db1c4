import { Link } from 'react-router';
import { BUSINESS, mailto } from './business.ts';
import type { ContentSection } from './content-page.tsx';

/** Terms and conditions, sections 1-10. */
export const termsSectionsA: ContentSection[] = [
  {
    id: 'about-us',
    title: 'About Us',
    body: (
      <>
        <p>
          This website is operated by {BUSINESS.legalName}, a company registered in {BUSINESS.registeredIn} under company number{' '}
          {BUSINESS.companyNumber}, whose registered office is at {BUSINESS.street}, {BUSINESS.city} {BUSINESS.postcode}, {BUSINESS.country}.
          We trade as {BUSINESS.brand}.
        </p>
        <p>
          You can contact us by email at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>, by phone on{' '}
          <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> ({BUSINESS.hours}), or through our <Link to="/contact-us">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'using-our-website',
    title: 'Using Our Website',
    body: (
      <>
        <p>
          By using our website or placing an order, you agree to these terms. You must be at least 18 years old to place an order. You may
          use our website for your own personal, non-commercial shopping only.
        </p>
        <p>
          We work hard to keep the website available and free from errors, but we cannot guarantee that it will always be available or
          uninterrupted. We may suspend or change it, for example for maintenance, without notice.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your Account',
    body: (
      <>
        <p>
          You need an account to check out. You can browse and fill your cart as a guest; when you sign in, the items in your guest cart
          are added to your account&apos;s cart. Please give us accurate details and keep them up to date in{' '}
          <Link to="/account-details">Account details</Link>.
        </p>
        <p>
          You are responsible for keeping your password confidential. If you believe someone else has used your account, change your
          password straight away and tell us. Changing or resetting your password signs out every device that was signed in to your
          account. We may suspend an account that is used fraudulently or in breach of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'products',
    title: 'Products and Descriptions',
    body: (
      <>
        <p>
          We describe and photograph our products as accurately as we can. Colours may look slightly different on your screen from how they
          appear in person, and because many of our pieces are made from natural fibres, small variations in texture and shade are part of
          their character, not defects.
        </p>
        <p>
          Measurements in our size guide are given in inches and are a guide only. If you are between sizes, the product description or our
          customer care team can help you choose.
        </p>
        <p>All products are subject to availability. If a product you ordered turns out to be unavailable, we will tell you and refund you in full.</p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and VAT',
    body: (
      <>
        <p>
          All prices are shown in pounds sterling (£) and include UK VAT at the current rate of 20%. Your order summary shows the VAT
          included in your total. Standard delivery to UK addresses is free.
        </p>
        <p>
          The price you pay is the price shown when you place your order. We may change prices at any time, but changes do not affect orders
          already placed. If we discover an obvious pricing error after you have ordered, we will contact you and you may either confirm the
          order at the correct price or cancel it for a full refund.
        </p>
      </>
    ),
  },
  {
    id: 'orders',
    title: 'Placing an Order',
    body: (
      <>
        <p>
          When you place an order and your payment is completed, we send you an email confirming that we have received it. A contract
          between you and us is formed when your payment is confirmed and your order shows in <Link to="/account-orders">My Orders</Link>{' '}
          with the status <em>Waiting</em>.
        </p>
        <p>
          We may refuse or cancel an order before it is dispatched, for example if a product is out of stock, if there is an obvious error in
          the price or description, or if we suspect fraud. If we do, we will tell you by email and refund you in full.
        </p>
      </>
    ),
  },
  {
    id: 'payment',
    title: 'Payment',
    body: (
      <>
        <p>
          We accept major credit and debit cards. Payments are processed on the secure hosted page of our payment provider; we never see or
          store your full card details.
        </p>
        <ul>
          <li>Each order is paid with a single payment method; payment cannot be split between cards.</li>
          <li>Payment is taken immediately when you place your order.</li>
          <li>Items in your order are reserved for you while you complete payment. If payment is not completed within 30 minutes, they are released.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'delivery',
    title: 'Delivery',
    body: (
      <>
        <p>We currently deliver to addresses in the United Kingdom only. Standard delivery is free on all orders.</p>
        <ul>
          <li>Orders are processed and dispatched within 1-3 business days.</li>
          <li>Delivery usually takes 3-5 business days after dispatch.</li>
          <li>Business days are Monday to Friday, excluding UK bank holidays.</li>
        </ul>
        <p>
          Delivery times are estimates, and we are not responsible for delays caused by events outside our control, such as severe weather
          or disruption to postal services. If your order has not arrived within 10 business days of dispatch, please contact us.
        </p>
        <p>
          Responsibility for your order passes to you once it has been delivered to the address you gave us. Ownership passes to you once we
          have received payment in full.
        </p>
      </>
    ),
  },
  {
    id: 'order-status',
    title: 'Order Status',
    body: (
      <>
        <p>You can follow each order in My Orders. An order moves through these statuses:</p>
        <dl>
          <div>
            <dt>Waiting</dt>
            <dd>Your payment is confirmed and the order is waiting to be prepared.</dd>
          </div>
          <div>
            <dt>Processing</dt>
            <dd>We are preparing your order for dispatch.</dd>
          </div>
          <div>
            <dt>Shipped and Delivered</dt>
            <dd>Your order is on its way, and then with you. We email you when it is shipped.</dd>
          </div>
          <div>
            <dt>Cancel Requested and Cancelled</dt>
            <dd>You have asked us to cancel the order, and then we have cancelled it and refunded you.</dd>
          </div>
          <div>
            <dt>Refund Requested, Refunded and Rejected</dt>
            <dd>You have asked to return a delivered order; once the return arrives we refund you or, if it cannot be accepted, reject it.</dd>
          </div>
        </dl>
      </>
    ),
  },
  {
    id: 'cancellation',
    title: 'Cancelling an Order',
    body: (
      <>
        <p>
          You can ask us to cancel an order while its status is <em>Waiting</em> or <em>Processing</em>, using the Cancel button in My Orders
          or by emailing <a href={mailto('Cancel my order')}>{BUSINESS.email}</a>. If the order has not yet been dispatched, we approve the
          cancellation, refund the full amount to your original payment method and email you to confirm. If it has already left our studio,
          we will let you know, and you can return it once it arrives.
        </p>
        <p>Once an order has been shipped it can no longer be cancelled, but you can return it under our returns policy (section 11).</p>
        <p>Orders containing Final Sale items cannot be cancelled or changed (section 19).</p>
      </>
    ),
  },
];

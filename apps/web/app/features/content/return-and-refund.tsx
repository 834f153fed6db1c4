import { Link } from 'react-router';
import { ADDRESS_LINES, BUSINESS, mailto } from './business.ts';
import { LongformPage, type ContentSection } from './content-page.tsx';

export const returnSections: ContentSection[] = [
  {
    id: 'returns',
    title: 'Returns',
    body: (
      <>
        <p>
          We want you to love everything you order from us. If something is not quite right, you can return it within{' '}
          <strong>14 days of receiving it</strong>, and returns within that period are free: we send you a prepaid returns label.
        </p>
        <p>To be accepted for a refund, returned items must be:</p>
        <ul>
          <li>unworn, unwashed and unaltered, in the condition in which you received them;</li>
          <li>returned with all original tags attached and, where possible, in their original packaging;</li>
          <li>free from make-up, perfume, deodorant, pet hair and smoke odours.</li>
        </ul>
        <p>
          You may try items on as you would in a shop. If an item comes back worn, damaged or without its tags, a restocking fee may be
          deducted from your refund to reflect its reduced value. We will always tell you the amount, and why, before we issue the refund.
        </p>
        <p>
          If you prefer not to use our prepaid label, for example because you want to send your return with a courier of your choice, the
          cost of return shipping is yours, unless the return is needed because of our error, such as a damaged, defective or incorrect
          item. In that case we cover it in full.
        </p>
      </>
    ),
  },
  {
    id: 'return-process',
    title: 'Return Process',
    body: (
      <>
        <ol className="steps">
          <li>
            <strong>Request your return.</strong> Sign in and open <Link to="/account-orders">My Orders</Link>. Within 14 days of delivery,
            orders without Final Sale items show a <em>Request refund</em> button; choose it and the order status changes to{' '}
            <em>Refund Requested</em>. If you cannot see the button, email{' '}
            <a href={mailto('Return request')}>{BUSINESS.email}</a> with your order number and the items you are returning.
          </li>
          <li>
            <strong>Receive your label.</strong> Within one business day we email you a return authorisation and a prepaid returns label.
          </li>
          <li>
            <strong>Pack your items.</strong> Fold the items with their tags attached, place them in their original packaging or another
            secure bag or box, and include a note of your order number.
          </li>
          <li>
            <strong>Send your parcel.</strong> Attach the label and drop the parcel at any Post Office or parcel point within 14 days of
            receiving your order. Keep your proof of postage until your refund arrives.
          </li>
        </ol>
        <p>Please do not send items back without a return authorisation, as we may not be able to match them to your order.</p>
      </>
    ),
  },
  {
    id: 'refunds',
    title: 'Refunds',
    body: (
      <>
        <p>
          When your return arrives, our team inspects it. Once approved, your refund is issued{' '}
          <strong>within 5 business days after the returned item is received and inspected</strong>, to your original payment method. We
          email you when the refund has been issued, and your order status changes to <em>Refunded</em>. Your bank or card provider may take
          a few further days to show it on your statement.
        </p>
        <ul>
          <li>Refunds are made only to the original payment method; we cannot refund to a different card or account.</li>
          <li>
            Standard UK delivery is free. Where you paid a delivery charge, it is non-refundable, unless the return is because of our error
            or your statutory rights say otherwise.
          </li>
          <li>A restocking fee may be deducted if an item comes back worn, damaged or without its tags, as explained above.</li>
        </ul>
        <p>
          If a return cannot be accepted, for example because it arrived after the 14-day period or shows signs of wear, we will explain why
          by email, your order status changes to <em>Rejected</em>, and we will send the item back to you.
        </p>
        <p>
          If you cancel an order before it is shipped and we approve the cancellation, we refund the full amount to your original payment
          method straight away; it then follows the same timing at your bank.
        </p>
      </>
    ),
  },
  {
    id: 'exchanges',
    title: 'Exchanges',
    body: (
      <>
        <p>
          The quickest way to get a different size or colour is to return the item you have for a refund, following the process above, and
          place a new order for the one you want. This way your new item is not held up while your return travels back to us, and you
          can be sure of getting it while it is in stock.
        </p>
        <p>
          If an item arrives damaged, defective or is not what you ordered, we will gladly exchange it for the same item in the same size,
          free of charge, subject to availability. If it is no longer available, we will refund you in full. Final Sale items cannot be
          exchanged.
        </p>
      </>
    ),
  },
  {
    id: 'damaged-or-defective-items',
    title: 'Damaged or Defective Items',
    body: (
      <>
        <p>
          We check every order carefully before it leaves our studio, but occasionally things go wrong. If your item arrives damaged or
          defective, or we have sent you the wrong item, please tell us <strong>within 14 days of delivery</strong> so that we can put it
          right quickly.
        </p>
        <p>
          Email <a href={mailto('Damaged or incorrect item')}>{BUSINESS.email}</a> with your order number, a short description of the
          problem and a photograph of the item and its label. We will send you a prepaid label and, once the item is back with us, offer a
          replacement or a full refund, including any delivery charge you paid.
        </p>
        <div className="callout">
          <p>
            Nothing in this policy affects your statutory rights. Under the Consumer Rights Act 2015, goods must be of satisfactory quality,
            fit for purpose and as described, and you have remedies if they are not, including for Final Sale items.
          </p>
        </div>
      </>
    ),
  },
  {
    id: 'return-exceptions',
    title: 'Return Exceptions',
    body: (
      <>
        <p>For hygiene and other reasons, the following cannot be returned or exchanged unless they are faulty:</p>
        <ul>
          <li>
            <strong>Final Sale items</strong>, which are clearly marked on the product page. They cannot be returned, exchanged, changed
            or cancelled.
          </li>
          <li>earrings and other pierced jewellery;</li>
          <li>swimwear, bodysuits and underwear if the hygiene seal or liner has been removed;</li>
          <li>items that have been worn, washed, altered or damaged after delivery;</li>
          <li>items returned more than 14 days after you received them.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'return-address',
    title: 'Return Address',
    body: (
      <>
        <p>Our prepaid labels are already addressed. If you are sending a return yourself, please address it to:</p>
        <address className="callout">
          <span className="address-line">{ADDRESS_LINES[0]}</span>
          <span className="address-line">Returns Department</span>
          {ADDRESS_LINES.slice(1).map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
        </address>
        <p>
          Please include your order number inside the parcel. We cannot accept returns in person at this address, and we are not
          responsible for parcels lost on the way to us, so use a tracked service and keep your proof of postage.
        </p>
      </>
    ),
  },
  {
    id: 'policy-updates',
    title: 'Policy Updates',
    body: (
      <>
        <p>
          We may update this policy from time to time. The version that applies to your order is the one published on our website on the
          day you placed it. The date at the top of this page shows when the policy last changed.
        </p>
        <p>
          If you have any questions about returns or refunds, please <Link to="/contact-us">contact us</Link> or call{' '}
          <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>, {BUSINESS.hoursShort}.
        </p>
      </>
    ),
  },
];

export const returnsMeta = {
  title: 'Return & Refund Policy',
  description:
    'Free returns within 14 days of receipt. How to return an item, when your refund arrives, exchanges, damaged or defective items and Final Sale exceptions.',
};

export function ReturnAndRefundPage() {
  return (
    <LongformPage
      title="Return & Refund Policy"
      lead="Free returns within 14 days of receipt, and your refund within 5 business days of your return being received and inspected."
      sections={returnSections}
    />
  );
}

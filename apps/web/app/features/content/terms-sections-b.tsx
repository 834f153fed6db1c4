import { Link } from 'react-router';
import { ADDRESS_LINES, BUSINESS, mailto } from './business.ts';
import type { ContentSection } from './content-page.tsx';

/** Terms and conditions, sections 11-21 (19 is the Final Sale Policy). */
export const termsSectionsB: ContentSection[] = [
  {
    id: 'returns-and-refunds',
    title: 'Returns and Refunds',
    body: (
      <>
        <p>
          You may return items within 14 days of receiving them, free of charge, as set out in our{' '}
          <Link to="/return-and-refund">Return &amp; Refund Policy</Link>, which forms part of these terms. In summary:
        </p>
        <ul>
          <li>items must be unworn, unwashed and have their original tags attached;</li>
          <li>a restocking fee may be deducted if an item is returned worn, damaged or without its tags;</li>
          <li>
            if you return an item without using our prepaid label, you pay the cost of return shipping, unless the return is because of our
            error;
          </li>
          <li>any delivery charge you paid is non-refundable, except where the return is because of our error;</li>
          <li>
            your refund is issued within 5 business days after the returned item is received and inspected, to your original payment
            method.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'damaged-items',
    title: 'Damaged, Defective or Incorrect Items',
    body: (
      <p>
        If an item arrives damaged or defective, or is not what you ordered, please tell us within 14 days of delivery at{' '}
        <a href={mailto('Damaged or incorrect item')}>{BUSINESS.email}</a>, with your order number and a photograph. We will arrange its
        return at our cost and offer you a replacement or a full refund, including any delivery charge.
      </p>
    ),
  },
  {
    id: 'statutory-rights',
    title: 'Your Statutory Rights',
    body: (
      <p>
        Nothing in these terms affects your statutory rights as a consumer. Under the Consumer Rights Act 2015, the goods we sell must be of
        satisfactory quality, fit for purpose and as described. For advice about your rights, contact Citizens Advice or visit{' '}
        <a href="https://www.citizensadvice.org.uk/consumer/" rel="noopener noreferrer">
          citizensadvice.org.uk
        </a>
        .
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    body: (
      <p>
        All content on this website, including text, photographs, illustrations, logos, product designs and the selection and arrangement
        of that content, belongs to {BUSINESS.legalName} or our licensors and is protected by copyright, trade mark and other laws. You may
        view and print pages for your personal use, but you may not copy, reproduce, sell or distribute any content without our written
        permission.
      </p>
    ),
  },
  {
    id: 'submissions',
    title: 'Comments and Submissions',
    body: (
      <>
        <p>
          If you send us ideas, suggestions or other feedback, through our contact form, by email or otherwise, you agree that we may use
          them without any obligation to you. You must not send anything that is unlawful, defamatory, offensive or that infringes anyone
          else&apos;s rights, or that contains viruses or other harmful code.
        </p>
        <p>
          We reply to messages sent through our contact form within one business day. Please do not include card details or passwords in any
          message.
        </p>
      </>
    ),
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    body: (
      <>
        <p>You must not use our website:</p>
        <ul>
          <li>in any way that breaks the law or is fraudulent, or to buy products for resale;</li>
          <li>to try to gain unauthorised access to our website, servers, databases or other customers&apos; accounts;</li>
          <li>to introduce viruses or other harmful material, or to disrupt or overload our website, including by automated means;</li>
          <li>to collect information about other customers, or to send unsolicited marketing;</li>
          <li>to impersonate any person or misrepresent your identity.</li>
        </ul>
        <p>We may restrict or end your access to the website, and cancel any orders, if you break this section.</p>
      </>
    ),
  },
  {
    id: 'privacy-and-links',
    title: 'Privacy and Third-Party Links',
    body: (
      <>
        <p>
          We use your personal information only as set out in our <Link to="/privacy-policy">Privacy Policy</Link>, which explains what we
          collect, why, and your rights under UK data protection law.
        </p>
        <p>
          Our website may link to other websites, such as our social media pages and our payment provider. We are not responsible for their
          content or for how they handle your information, so please read their own terms and privacy notices.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          If we fail to comply with these terms, we are responsible for loss or damage you suffer that is a foreseeable result of our breach
          or our negligence. We are not responsible for loss or damage that is not foreseeable, or for any business losses: our products are
          for domestic and private use only.
        </p>
        <p>
          Our total liability to you for any order is limited to the amount you paid for it, except that nothing in these terms excludes or
          limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any
          other liability that cannot be excluded or limited by law, including under the Consumer Rights Act 2015.
        </p>
      </>
    ),
  },
  {
    id: 'final-sale',
    title: 'Final Sale Policy',
    body: (
      <>
        <p>
          Some items are sold as <strong>Final Sale</strong>, usually at a significantly reduced price. Final Sale items are clearly marked on
          their product page before you buy them.
        </p>
        <div className="callout">
          <p>Final Sale items cannot be returned, exchanged, changed or cancelled once your order has been placed.</p>
        </div>
        <p>
          An order that contains a Final Sale item cannot be cancelled, and the Request refund option is not offered for it. Please check
          the size guide and product description carefully before buying, or ask our customer care team for advice.
        </p>
        <p>
          This does not affect your statutory rights: if a Final Sale item is faulty, damaged or not as described, section 12 and your rights
          under the Consumer Rights Act 2015 still apply.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Jurisdiction',
    body: (
      <p>
        These terms, and any dispute or claim arising out of them or your use of our website, are governed by the law of England and Wales,
        within the law of the United Kingdom. You can bring legal proceedings in the courts of England and Wales. If you live in Scotland you
        can also bring proceedings in Scotland, and if you live in Northern Ireland you can also bring proceedings in Northern Ireland.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to These Terms and Contact Information',
    body: (
      <>
        <p>
          We may revise these terms from time to time. The terms that apply to your order are those published on our website when you placed
          it. The date at the top of this page shows when they last changed.
        </p>
        <p>Questions about these terms should be sent to:</p>
        <address>
          {ADDRESS_LINES.map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
        </address>
        <p>
          Email: <a href={mailto('Terms and conditions')}>{BUSINESS.email}</a>
          <br />
          Phone: <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> ({BUSINESS.hoursShort})
        </p>
      </>
    ),
  },
];

import { ADDRESS_LINES, BUSINESS, mailto } from './business.ts';
import type { ContentSection } from './content-page.tsx';

/** Privacy policy sections 8-14 (store-spec 2, Static pages, in the spec's order). */
export const privacySectionsB: ContentSection[] = [
  {
    id: 'automated-decisions',
    title: 'Automated Decision-Making',
    body: (
      <>
        <p>
          To protect our customers and our shop, some security decisions are made automatically, without a person reviewing each one
          first:
        </p>
        <ul>
          <li>
            <strong>Temporary IP address denylist</strong>: if an unusually high number of sign-in attempts, password reset requests,
            registrations or newsletter sign-ups comes from one IP address or for one email address in a short time, further requests are
            refused for a limited period. The block lifts automatically, usually within an hour and never later than 24 hours.
          </li>
          <li>
            <strong>Card denylist</strong>: our payment provider screens every payment for fraud. A card that has been reported lost or
            stolen, or that has been used in a pattern typical of fraud, may be declined automatically.
          </li>
        </ul>
        <p>
          These decisions do not produce legal effects for you beyond a payment or request being refused at that moment. If you believe a
          request or payment was refused in error, please contact us and a member of our team will review it and explain the outcome.
        </p>
      </>
    ),
  },
  {
    id: 'uk-gdpr',
    title: 'Your Rights Under UK GDPR',
    body: (
      <>
        <p>
          {BUSINESS.legalName} is the controller of your personal information under the UK General Data Protection Regulation (UK GDPR) and
          the Data Protection Act 2018. You have the right to:
        </p>
        <ul>
          <li>
            <strong>access</strong> the personal information we hold about you and receive a copy of it;
          </li>
          <li>
            <strong>rectification</strong>, if any of it is inaccurate or incomplete (you can also update your details in your account);
          </li>
          <li>
            <strong>erasure</strong>, where we no longer have a lawful reason to keep it;
          </li>
          <li>
            <strong>restrict</strong> how we use it, for example while we check a complaint about its accuracy;
          </li>
          <li>
            <strong>data portability</strong>, receiving the information you gave us in a structured, machine-readable format;
          </li>
          <li>
            <strong>object</strong> to processing based on our legitimate interests, and to direct marketing at any time;
          </li>
          <li>
            <strong>withdraw consent</strong> at any time, where we rely on it, without affecting what we did before.
          </li>
        </ul>
        <p>
          To use any of these rights, email us at <a href={mailto('Data protection request')}>{BUSINESS.email}</a>. We may ask you to confirm
          your identity, and we will reply within one month. There is normally no charge.
        </p>
        <p>
          If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have
          the right to complain to the Information Commissioner&apos;s Office (ICO) at{' '}
          <a href="https://ico.org.uk/make-a-complaint/" rel="noopener noreferrer">
            ico.org.uk
          </a>{' '}
          or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: 'ccpa',
    title: 'California Consumer Privacy Act (CCPA)',
    body: (
      <>
        <p>
          We deliver only to addresses in the United Kingdom, but if you are a resident of California you have additional rights under the
          California Consumer Privacy Act, as amended by the California Privacy Rights Act:
        </p>
        <ul>
          <li>the right to know what personal information we collect, use and disclose about you;</li>
          <li>the right to request deletion or correction of your personal information;</li>
          <li>the right to opt out of the sale or sharing of your personal information;</li>
          <li>the right not to be discriminated against for exercising these rights.</li>
        </ul>
        <p>
          We do not sell your personal information, and we do not share it for cross-context behavioural advertising. The categories of
          information we collect, where it comes from and whom we share it with are set out in sections 1 and 3. To make a request, email{' '}
          <a href={mailto('California privacy request')}>{BUSINESS.email}</a>; we will verify your identity before responding. You may use
          an authorised agent to make a request on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    body: (
      <>
        <p>
          Cookies are small text files that a website stores on your device. We use a small number of cookies, and similar browser storage,
          to make our shop work. Depending on its purpose, a cookie lasts from 30 minutes up to a maximum of two years, and you can delete
          cookies yourself at any time.
        </p>
        <div className="table-scroll">
          <table className="table-stack">
            <caption className="visually-hidden">Cookies and browser storage used by our website</caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">What it does</th>
                <th scope="col">How long it lasts</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Sign-in</th>
                <td data-label="What it does">Keeps you signed in securely as you move between pages. It cannot be read by scripts on the page.</td>
                <td data-label="How long it lasts">Until you sign out, and no longer than 7 days</td>
              </tr>
              <tr>
                <th scope="row">Security</th>
                <td data-label="What it does">Protects forms and your account against cross-site request forgery.</td>
                <td data-label="How long it lasts">As long as the sign-in cookie</td>
              </tr>
              <tr>
                <th scope="row">Shopping cart</th>
                <td data-label="What it does">Remembers the items in your cart when you are not signed in.</td>
                <td data-label="How long it lasts">30 days</td>
              </tr>
              <tr>
                <th scope="row">Payment and fraud prevention</th>
                <td data-label="What it does">Set by our payment provider during checkout to keep payments secure and detect fraud.</td>
                <td data-label="How long it lasts">30 minutes to one year</td>
              </tr>
              <tr>
                <th scope="row">Preferences</th>
                <td data-label="What it does">Browser storage that remembers choices such as your preferred product grid layout. It holds nothing secret.</td>
                <td data-label="How long it lasts">Until you clear it</td>
              </tr>
            </tbody>
          </table>
        </div>
        <p>
          All of these are strictly necessary for the services you ask for, so they do not need your consent. We do not use advertising
          cookies. If we add analytics or other optional cookies in the future, we will ask for your consent first.
        </p>
        <p>
          You can block or delete cookies in your browser settings. If you block strictly necessary cookies, parts of our shop, such as
          signing in, your cart and checkout, will not work.
        </p>
      </>
    ),
  },
  {
    id: 'do-not-track',
    title: 'Do Not Track',
    body: (
      <>
        <p>
          Some browsers can send a &lsquo;Do Not Track&rsquo; signal to websites. Because there is no agreed standard for how websites
          should respond to it, our website does not change its behaviour when it receives one.
        </p>
        <p>
          This makes little practical difference: we do not track you across other websites, and we do not use behavioural advertising. We
          also honour the Global Privacy Control signal as a request not to sell or share your personal information, which we do not do in
          any case.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    body: (
      <>
        <p>
          We may update this privacy policy from time to time to reflect changes in the law, in our services or in how we use personal
          information. The date at the top of this page shows when it was last changed.
        </p>
        <p>
          If we make a significant change, we will tell you by email if you have an account or subscribe to our newsletter, or by a clear
          notice on our website, before the change takes effect.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    body: (
      <>
        <p>If you have any questions about this policy or how we handle your personal information, please contact us:</p>
        <address>
          {ADDRESS_LINES.map((line) => (
            <span key={line} className="address-line">
              {line}
            </span>
          ))}
        </address>
        <p>
          Email: <a href={mailto('Privacy question')}>{BUSINESS.email}</a>
          <br />
          Phone: <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a> ({BUSINESS.hoursShort})
        </p>
        <p>
          {BUSINESS.legalName} is registered in {BUSINESS.registeredIn} under company number {BUSINESS.companyNumber}, with its registered
          office at the address above.
        </p>
      </>
    ),
  },
];

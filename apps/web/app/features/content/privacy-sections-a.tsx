import { BUSINESS } from './business.ts';
import type { ContentSection } from './content-page.tsx';

/** Privacy policy sections 1-7 (store-spec 2, Static pages, in the spec's order). */
export const privacySectionsA: ContentSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    body: (
      <>
        <p>We collect only the personal information we need to run our shop, deliver your orders and look after you as a customer. This includes:</p>
        <ul>
          <li>
            <strong>Identity and contact details</strong>: your first and last name, email address, telephone number and delivery address,
            which you give us when you create an account, place an order or contact us.
          </li>
          <li>
            <strong>Account details</strong>: your sign-in email address and a securely hashed version of your password. We never store your
            password in a form that can be read, and our staff cannot see it.
          </li>
          <li>
            <strong>Order details</strong>: the products, sizes and quantities you buy, the amounts paid, your order status, any delivery
            instructions and the history of cancellation, return and refund requests.
          </li>
          <li>
            <strong>Payment information</strong>: payments are taken on the secure hosted page of our payment provider. We receive
            confirmation that a payment succeeded, its amount and a reference, together with limited card details such as the card brand
            and last four digits. We never see or store your full card number or security code.
          </li>
          <li>
            <strong>Communications</strong>: messages you send us through our contact form, by email or by phone, and the email address you
            give us when you join our newsletter.
          </li>
          <li>
            <strong>Technical information</strong>: your IP address, browser type, device information, the pages you visit and the time of
            your visit, collected automatically when you use our website, and the contents of your shopping cart.
          </li>
        </ul>
        <p>
          We do not ask for or knowingly collect special category data, such as information about your health, religion or ethnicity. Please
          do not include such information in messages to us.
        </p>
      </>
    ),
  },
  {
    id: 'minors-under-13',
    title: 'Children and Minors Under 13',
    body: (
      <>
        <p>
          Our website and services are intended for adults. You must be at least 18 years old to create an account or place an order, and
          our website is not directed at children under the age of 13.
        </p>
        <p>
          We do not knowingly collect personal information from children under 13. If you are a parent or guardian and believe that a child
          under 13 has given us personal information, please contact us at <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>. We will
          delete the information promptly and, where relevant, close the account.
        </p>
      </>
    ),
  },
  {
    id: 'sharing-your-information',
    title: 'Sharing Your Personal Information',
    body: (
      <>
        <p>
          We do not sell your personal information. We share it only with carefully chosen service providers who help us run our business,
          and only as much as each of them needs:
        </p>
        <ul>
          <li>
            <strong>Payment provider</strong>: to process your card payment securely, screen it for fraud and issue refunds to your original
            payment method.
          </li>
          <li>
            <strong>Delivery partners</strong>: your name, delivery address, email address and phone number, so that our couriers can
            deliver your parcel and send you tracking updates.
          </li>
          <li>
            <strong>Email delivery provider</strong>: to send order confirmations, shipping, cancellation and refund updates, password
            reset codes and, if you have subscribed, our newsletter.
          </li>
          <li>
            <strong>Hosting and IT providers</strong>: the companies that host our website and databases in secure data centres.
          </li>
          <li>
            <strong>Professional advisers</strong>: our accountants, auditors, lawyers and insurers, where they need the information to
            advise us.
          </li>
        </ul>
        <p>
          Our service providers act on our instructions under written contracts that require them to keep your information secure and
          confidential and to use it only to provide their services to us.
        </p>
        <p>
          We may also disclose personal information where the law requires it, for example to HM Revenue &amp; Customs, to the police or
          to a court; to protect our customers, our business or others from fraud; or to a buyer of our business, who would be bound by
          this policy.
        </p>
        <p>
          Where a provider processes information outside the United Kingdom, we make sure it is protected by UK adequacy regulations or by
          appropriate safeguards, such as the International Data Transfer Agreement approved by the UK Information Commissioner.
        </p>
      </>
    ),
  },
  {
    id: 'behavioural-advertising',
    title: 'Behavioural Advertising',
    body: (
      <>
        <p>
          Behavioural advertising uses information about your browsing across websites to show you adverts that match your interests. We do
          not currently use behavioural advertising, and we do not allow advertising networks to place tracking cookies on our website.
        </p>
        <p>
          If we decide to use behavioural or targeted advertising in the future, we will ask for your consent before any advertising cookies
          are set, explain which partners are involved, and update this policy. You will be able to withdraw your consent at any time.
        </p>
        <p>
          You can find out more about how online advertising works and how to manage your preferences at{' '}
          <a href="https://www.youronlinechoices.com/uk/" rel="noopener noreferrer">
            Your Online Choices
          </a>
          .
        </p>
      </>
    ),
  },
  {
    id: 'using-your-information',
    title: 'Using Your Personal Information',
    body: (
      <>
        <p>We use your personal information to:</p>
        <ul>
          <li>process, deliver and keep you informed about your orders, including cancellations, returns and refunds;</li>
          <li>create and manage your account and keep it secure, including sending email verification links and password reset codes;</li>
          <li>keep your shopping cart between visits and across your devices once you sign in;</li>
          <li>answer your questions and requests, and provide customer support;</li>
          <li>send you our newsletter, if you have asked to receive it;</li>
          <li>detect and prevent fraud, abuse of our website and attempts to break into accounts;</li>
          <li>understand how our website is used, so that we can fix problems and improve it;</li>
          <li>keep the accounting and tax records the law requires.</li>
        </ul>
        <p>
          You can unsubscribe from our newsletter at any time using the link at the bottom of every newsletter email. Service emails about
          your orders and account are not marketing and will still be sent.
        </p>
      </>
    ),
  },
  {
    id: 'lawful-basis',
    title: 'Lawful Basis for Processing',
    body: (
      <>
        <p>Under UK data protection law we must have a lawful basis for each use of your personal information. We rely on:</p>
        <dl>
          <div>
            <dt>Contract</dt>
            <dd>to process and deliver your orders, manage your account and handle cancellations, returns and refunds.</dd>
          </div>
          <div>
            <dt>Legal obligation</dt>
            <dd>to keep tax and accounting records and to meet our obligations under consumer law.</dd>
          </div>
          <div>
            <dt>Legitimate interests</dt>
            <dd>
              to keep our website and customers secure, prevent fraud, answer enquiries and improve our services, where these interests
              are not outweighed by your rights.
            </dd>
          </div>
          <div>
            <dt>Consent</dt>
            <dd>to send you our newsletter and to set any non-essential cookies. You can withdraw your consent at any time.</dd>
          </div>
        </dl>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'Retention of Your Information',
    body: (
      <>
        <p>We keep personal information only for as long as we need it for the purposes described in this policy:</p>
        <ul>
          <li>
            <strong>Order and payment records</strong>: six years from the end of the financial year in which the order was placed, as UK tax
            law requires.
          </li>
          <li>
            <strong>Account information</strong>: for as long as your account is open. If you ask us to close your account, we delete or
            anonymise its details within 30 days, except for the order records above.
          </li>
          <li>
            <strong>Contact form messages and emails</strong>: two years from our last reply, so that we can follow up on any issue.
          </li>
          <li>
            <strong>Newsletter subscription</strong>: until you unsubscribe. We then keep only a record that you have unsubscribed, so that
            we do not email you again by mistake.
          </li>
          <li>
            <strong>Security records</strong>: temporary blocks and server logs are kept for no longer than 30 days, unless we need them to
            investigate a specific incident.
          </li>
        </ul>
        <p>
          You can ask us to delete your information sooner; see <a href="#uk-gdpr">Your Rights Under UK GDPR</a>.
        </p>
      </>
    ),
  },
];

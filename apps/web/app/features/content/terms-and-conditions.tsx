import { Link } from 'react-router';
import { BUSINESS } from './business.ts';
import { LongformPage } from './content-page.tsx';
import { termsSectionsA } from './terms-sections-a.tsx';
import { termsSectionsB } from './terms-sections-b.tsx';

export const termsSections = [...termsSectionsA, ...termsSectionsB];

export const termsMeta = {
  title: 'Terms and Conditions',
  description:
    'The terms on which Atelier Studio Ltd sells to you: orders, payment, UK delivery, cancellations, returns, the Final Sale policy and governing law.',
};

export function TermsAndConditionsPage() {
  return (
    <LongformPage
      title="Terms and Conditions"
      lead="Please read these terms carefully before you place an order. They set out your rights and ours when you shop with us."
      intro={
        <>
          <h2 className="content-intro__title">Overview</h2>
          <p>
            These terms and conditions apply to every order you place on the {BUSINESS.brand} website and to your use of the website itself.
            Throughout them, &lsquo;we&rsquo;, &lsquo;us&rsquo; and &lsquo;our&rsquo; refer to {BUSINESS.legalName}, and &lsquo;you&rsquo;
            refers to you, the customer.
          </p>
          <p>
            By placing an order you confirm that you accept these terms, together with our{' '}
            <Link to="/return-and-refund">Return &amp; Refund Policy</Link> and our <Link to="/privacy-policy">Privacy Policy</Link>. If you
            do not agree with them, please do not use our website. These terms do not affect your statutory rights as a consumer.
          </p>
          <p>If you have any questions, our customer care team is here to help, {BUSINESS.hours}.</p>
        </>
      }
      sections={termsSections}
    />
  );
}

import { BUSINESS } from './business.ts';
import { LongformPage } from './content-page.tsx';
import { privacySectionsA } from './privacy-sections-a.tsx';
import { privacySectionsB } from './privacy-sections-b.tsx';

export const privacySections = [...privacySectionsA, ...privacySectionsB];

export const privacyMeta = {
  title: 'Privacy Policy',
  description:
    'How Atelier Studio Ltd collects, uses, shares and protects your personal information, the cookies we use and your rights under UK GDPR.',
};

export function PrivacyPolicyPage() {
  return (
    <LongformPage
      title="Privacy Policy"
      lead="Your privacy matters to us. This policy explains what personal information we collect when you shop with us, why we collect it, and the choices and rights you have."
      intro={
        <p>
          This policy applies to the website of {BUSINESS.brand} and to any information you give us by email, by phone or through our
          contact form. &lsquo;We&rsquo;, &lsquo;us&rsquo; and &lsquo;our&rsquo; mean {BUSINESS.legalName}, {BUSINESS.street},{' '}
          {BUSINESS.city} {BUSINESS.postcode}.
        </p>
      }
      sections={privacySections}
    />
  );
}

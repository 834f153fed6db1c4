import { Link } from 'react-router';
import { PaymentLogos } from '~/components/ui/payment-logos';
import { BUSINESS } from '@atelier/contract/shared';
import { companyRegistration, sellerAddress } from '@atelier/contract/settings';
import { useShopTerms } from '~/lib/shop-terms';
// The signup form belongs to the content pages (POST /api/newsletter, R16.2); the footer only places it.
import { NewsletterForm } from '~/features/content/newsletter-form';
import { Logo } from './logo.tsx';

const ABOUT_LINKS = [
  { to: '/about-us', label: 'Our Story' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/category-list', label: 'Categories' },
  { to: '/collections', label: 'Collections' },
  { to: '/product-list', label: 'Shop All' },
  { to: '/gift-cards', label: 'Gift Cards' },
];

const RESOURCE_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/return-and-refund', label: 'Returns & Refunds' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
];

/** hasCollections: whether any collection has products; without one the link would be a dead end (R18.4). */
export function Footer({ hasCollections }: { hasCollections: boolean }) {
  const year = new Date().getFullYear();
  // The seller's details are settings (R22.21): the legal name and address the receipts and mails give.
  const terms = useShopTerms();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <section className="site-footer__brand" aria-labelledby="footer-contact">
            <Logo className="site-footer__logo" />
            <h2 id="footer-contact" className="site-footer__heading">
              Business Contact
            </h2>
            <address className="site-footer__address">
              {terms ? (
                <>
                  {terms.shop.legalName}
                  <br />
                  {sellerAddress(terms)}
                  <br />
                </>
              ) : null}
              <a href={`mailto:${BUSINESS.email}`} className="link-underline">
                {BUSINESS.email}
              </a>
              <br />
              <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>
              <br />
              <span className="site-footer__muted">{BUSINESS.hoursShort}</span>
            </address>
          </section>

          <section aria-labelledby="footer-about">
            <h2 id="footer-about" className="site-footer__heading">
              About Us
            </h2>
            <ul className="site-footer__links">
              {ABOUT_LINKS.filter((l) => hasCollections || l.to !== '/collections').map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="footer-resource">
            <h2 id="footer-resource" className="site-footer__heading">
              Resource
            </h2>
            <ul className="site-footer__links">
              {RESOURCE_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </section>

          <section className="site-footer__newsletter" aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className="site-footer__heading">
              Join Our Inner Circle
            </h2>
            <p className="site-footer__muted site-footer__lead">
              Be the first to hear about new collections, private previews and stories from the studio.
            </p>
            <NewsletterForm className="site-footer__form" />
          </section>
        </div>

        <div className="site-footer__bottom">
          <p className="site-footer__muted">
            &copy; {year} {terms ? `${terms.shop.legalName}. ${companyRegistration(terms)}` : BUSINESS.brand}
          </p>
          <PaymentLogos />
        </div>
      </div>
    </footer>
  );
}

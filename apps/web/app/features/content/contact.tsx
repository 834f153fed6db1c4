import type { ReactNode } from 'react';
import { BUSINESS } from '@atelier/contract/shared';
import type { ShopTerms } from '@atelier/contract/settings';
import { mailto } from './business.ts';
import { BusinessAddress } from './business-address.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactMap } from './contact-map.tsx';
import { ContentHead } from './content-page.tsx';
import './contact.css';

export const contactMeta = {
  title: 'Contact Us',
  /** The studio's address is the Click & collect point of the shop's settings (R22.21). */
  description: (terms: ShopTerms | null) =>
    `Contact Atelier: ${terms ? `visit our studio at ${terms.delivery.collectionAddressLines.join(', ')}, ` : ''}call ${BUSINESS.phoneDisplay} or send us a message. We reply within one business day.`,
};

const socialIcons: Record<string, ReactNode> = {
  Instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="0.8" fill="currentColor" />
    </>
  ),
  Pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 8.5c3-1 5 .8 4.6 3.3-.3 2-1.8 3.2-3.3 2.7-1-.3-1.2-1.3-1-2.2M11.6 11 10 20" />
    </>
  ),
  Facebook: <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8H18V3a24 24 0 0 0-2.7-.1C12.8 3 11 4.6 11 7.4v2.1H8V13h3v8" />,
  TikTok: <path d="M14 3v12a3.5 3.5 0 1 1-3.5-3.5M14 3c.4 2.6 2.2 4.4 5 4.6" />,
};

export function ContactPage() {
  return (
    <div className="content-page contact">
      <ContentHead
        title="Contact Us"
        eyebrow="Customer care"
        lead="Questions about an order, sizing or our pieces? Our London team is here to help and replies to every message within one business day."
      />
      <div className="container contact-layout">
        <section className="contact-details" aria-labelledby="contact-details">
          <h2 id="contact-details" className="contact-details__title">
            Get in touch
          </h2>
          <dl className="contact-details__list">
            <div>
              <dt>Address</dt>
              <dd>
                <BusinessAddress />
              </dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={mailto()}>{BUSINESS.email}</a>
              </dd>
            </div>
            <div>
              <dt>Opening hours</dt>
              <dd>
                Monday to Friday: 9am-5pm
                <br />
                Saturday, Sunday and bank holidays: closed
              </dd>
            </div>
          </dl>
          <div className="contact-social">
            <h3 className="contact-social__title">Follow us</h3>
            <ul className="contact-social__list">
              {BUSINESS.social.map((s) => (
                <li key={s.name}>
                  <a className="contact-social__link" href={s.href} rel="noopener noreferrer" aria-label={`${BUSINESS.brand} on ${s.name}`}>
                    <svg
                      viewBox="0 0 24 24"
                      width="20"
                      height="20"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="1.5"
                      strokeLinecap="round"
                      strokeLinejoin="round"
                      aria-hidden="true"
                    >
                      {socialIcons[s.name]}
                    </svg>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="chat" className="contact-message" aria-labelledby="contact-message-heading">
          <h2 id="contact-message-heading" className="contact-message__title">
            Send us a message
          </h2>
          <p className="contact-message__lead">Tell us how we can help, and include your order number if your message is about an order.</p>
          <ContactForm />
        </section>
      </div>
      <div className="container contact-map-wrap">
        <ContactMap />
      </div>
    </div>
  );
}

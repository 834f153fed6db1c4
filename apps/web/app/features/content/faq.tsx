import { Link } from 'react-router';
import { BUSINESS } from '@atelier/contract/shared';
import { deliveryPromise, returnsPromise, type ShopTerms } from '@atelier/contract/settings';
import { mailto } from './business.ts';
import { ContentHead } from './content-page.tsx';
import { faqGroups } from './faq-data.tsx';
import './faq.css';

export const faqMeta = {
  title: 'Frequently Asked Questions',
  /** The delivery and returns promises come from the shop's settings (R22.21). */
  description: (terms: ShopTerms | null) =>
    `Answers about delivery, sizing, payment, returns, refunds and exchanges at Atelier.${terms ? ` ${deliveryPromise(terms)} ${returnsPromise(terms)}` : ''}`,
};

export function FaqPage() {
  return (
    <div className="content-page">
      <ContentHead
        title="Frequently Asked Questions"
        eyebrow="Help centre"
        lead="Everything you need to know about shopping with us. Can't find your answer? Our customer care team is here to help."
      />
      <div className="container faq-layout">
        <div className="faq-side">
          <nav className="faq-nav" aria-label="Question topics">
            <ul>
              {faqGroups.map((g) => (
                <li key={g.id}>
                  <a href={`#${g.id}`}>{g.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="faq-help">
            <h2 className="faq-help__title">Still have a question?</h2>
            <p>
              Our team replies within one business day, {BUSINESS.hoursShort}, or call us on{' '}
              <a href={BUSINESS.phoneHref}>{BUSINESS.phoneDisplay}</a>.
            </p>
            <div className="faq-help__actions">
              <Link className="btn btn--sm" to="/contact-us">
                Contact us
              </Link>
              <a className="btn btn--sm btn--outline" href={mailto('Question from the FAQ page')}>
                Chat by email
              </a>
            </div>
          </div>
        </div>
        <div className="faq-groups">
          {faqGroups.map((g) => (
            <section key={g.id} className="faq-group" aria-labelledby={g.id}>
              <h2 id={g.id} className="faq-group__title">
                {g.title}
              </h2>
              <div className="faq-list">
                {g.items.map((item) => (
                  <details key={item.q} className="faq-item" name={g.id}>
                    <summary className="faq-item__q">{item.q}</summary>
                    <div className="faq-item__a prose">{item.a}</div>
                  </details>
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

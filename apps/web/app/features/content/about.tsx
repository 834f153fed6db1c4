import { Link } from 'react-router';
import { BUSINESS } from '@atelier/contract/shared';
import { DELIVERY_WINDOW_TEXT, deliveryPromise, returnsPromise, type ShopTerms } from '@atelier/contract/settings';
import { useShopTerms } from '~/lib/shop-terms';
import { ContentHead } from './content-page.tsx';
import './about.css';

export const aboutMeta = {
  title: 'About Us',
  description:
    'Atelier is a London clothing and accessories label: responsibly made, thoughtfully crafted pieces with a modern point of view, designed in our Marylebone studio.',
};

const icon = {
  width: 40,
  height: 40,
  viewBox: '0 0 40 40',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.3,
  'aria-hidden': true,
} as const;

const reasons = [
  {
    title: 'Ethics',
    text: 'We know every workshop that makes our clothes. Our pieces are made in small, family-run ateliers in Portugal and in the UK, by people paid fairly and working in safe conditions. We choose certified organic cotton, responsibly farmed wool and recycled fibres wherever we can, make in small runs to avoid waste, and post every order in plastic-free packaging.',
    icon: (
      <svg {...icon}>
        <path d="M20 34c-7-4.5-11-10-11-16A11 11 0 0 1 20 7a11 11 0 0 1 11 11c0 6-4 11.5-11 16Z" />
        <path d="M20 34V16M20 22l-5-4M20 26l6-5" />
      </svg>
    ),
  },
  {
    title: 'Craftsmanship',
    text: 'Good clothes are made slowly. Each design is cut and fitted in our studio before it goes into production, then finished by hand: French seams, horn and corozo buttons, hems with room to let down. We test every fabric for how it wears and washes, so the pieces you buy this year are still the ones you reach for in ten.',
    icon: (
      <svg {...icon}>
        <circle cx="12" cy="28" r="4.5" />
        <circle cx="28" cy="28" r="4.5" />
        <path d="M15 25 30 6M25 25 10 6" />
      </svg>
    ),
  },
  {
    title: 'Modern Style',
    text: 'Our collections start with the wardrobe you already have. Clean lines, considered proportions and a quiet palette of neutrals with a few deeper tones make every piece easy to wear with the rest, from the working week to the weekend. Modern, never fleeting: we design for how people actually dress now.',
    icon: (
      <svg {...icon}>
        <path d="M14 6h12l8 7-5 5-3-2v18H14V16l-3 2-5-5 8-7Z" />
        <path d="M14 6c1 3 3.3 4.5 6 4.5S25 9 26 6" />
      </svg>
    ),
  },
];

/** Delivery and returns as the shop's settings state them (R22.21), then what never changes. */
function promisesOf(terms: ShopTerms | null) {
  return [
    ...(terms
      ? [
          { title: 'UK delivery', text: `${deliveryPromise(terms)} Delivered in ${DELIVERY_WINDOW_TEXT} after dispatch.` },
          { title: 'Free returns', text: returnsPromise(terms) },
        ]
      : []),
    { title: 'Online support', text: `Our London team, ${BUSINESS.hoursShort}.` },
    { title: 'Secure payment', text: 'Card payments on an encrypted checkout.' },
  ];
}

export function AboutPage() {
  const terms = useShopTerms();
  const promises = promisesOf(terms);
  return (
    <div className="content-page about">
      <ContentHead
        title="About Us"
        eyebrow="Our story"
        lead="A London label for clothing and accessories that are made well, made responsibly and made to be worn for years."
      />

      <section className="container about-welcome" aria-labelledby="about-welcome">
        <p className="about-welcome__statement">
          &ldquo;We make the pieces we always wished we could find: honest, beautifully made and quietly modern.&rdquo;
        </p>
        <div className="about-welcome__text prose">
          <h2 id="about-welcome" className="about-welcome__title">
            Welcome to {BUSINESS.brand}
          </h2>
          <p>
            {BUSINESS.brand} began in 2019 in a small studio on Marylebone Lane, in the heart of London&apos;s Marylebone, with a simple
            idea: that the clothes we wear every day deserve the same care as the ones we save for special occasions.
          </p>
          <p>
            Today we design collections for women and men, from knitwear, tailoring and shirting to dresses, outerwear and the accessories
            that finish an outfit. Every piece is designed in London and made in small runs with partners we know by name, so that we can
            stand behind its quality, its fit and the way it was made.
          </p>
          <p>
            We are a small team of designers, pattern cutters and customer care specialists, and we would love to hear from you. Whether you
            have a question about sizing, an order or the story behind a fabric, <Link to="/contact-us">get in touch</Link>; we reply within
            one business day.
          </p>
        </div>
      </section>

      <section className="about-why" aria-labelledby="about-why">
        <div className="container">
          <div className="about-why__head">
            <p className="eyebrow">What we stand for</p>
            <h2 id="about-why" className="about-why__title">
              Why Choose {BUSINESS.brand}
            </h2>
          </div>
          <ol className="about-why__grid">
            {reasons.map((r, i) => (
              <li key={r.title} className="about-reason">
                <div className="about-reason__top">
                  <span className="about-reason__icon">{r.icon}</span>
                  <span className="about-reason__num" aria-hidden="true">
                    {String(i + 1).padStart(2, '0')}
                  </span>
                </div>
                <h3 className="about-reason__title">{r.title}</h3>
                <p className="about-reason__text">{r.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container about-promises" aria-labelledby="about-promises">
        <h2 id="about-promises" className="visually-hidden">
          Our promises to you
        </h2>
        <ul className="about-promises__list">
          {promises.map((p) => (
            <li key={p.title}>
              <h3 className="about-promises__title">{p.title}</h3>
              <p>{p.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container about-cta" aria-labelledby="about-cta">
        <h2 id="about-cta" className="about-cta__title">
          Pieces made to stay
        </h2>
        <p className="about-cta__text">Discover the new collection for women and men, delivered to your door anywhere in the UK.</p>
        <div className="about-cta__actions">
          <Link className="btn" to="/product-list">
            Shop the collection
          </Link>
          <Link className="btn btn--outline" to="/contact-us">
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}

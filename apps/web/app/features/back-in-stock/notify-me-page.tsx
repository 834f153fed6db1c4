import { Link } from 'react-router';
import './notify-me-page.css';

const RESULTS = {
  confirmed: {
    title: 'You are on the list',
    text: 'Thank you for confirming. We will email you once, as soon as this size is back in stock.',
  },
  unsubscribed: {
    title: 'Request ended',
    text: 'You will get no more emails about this size. You can ask again from the product page at any time.',
  },
} as const;

/** Where the links in back-in-stock mails land (R21.13, R21.15). */
export function NotifyMePage({ result }: { result: keyof typeof RESULTS | null }) {
  const r = result
    ? RESULTS[result]
    : { title: 'Back-in-stock emails', text: 'Ask for an email on any sold-out size from its product page.' };
  return (
    <section className="container notify-me-page" aria-labelledby="notify-me-title">
      <h1 id="notify-me-title">{r.title}</h1>
      <p>{r.text}</p>
      <Link to="/shop-fullwidth" className="btn">
        Continue shopping
      </Link>
    </section>
  );
}

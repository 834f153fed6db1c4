import { Link } from 'react-router';
import { Breadcrumb } from '~/components/ui/breadcrumb';
import type { ReminderLinkPage } from './checkout-reminder.server.ts';
import './orders.css';

/** The page a checkout reminder's link shows when it does not go straight to the cart (R24.5, R24.6). */
export function ReminderLinkView({ title, page, hint }: { title: string; page: ReminderLinkPage; hint: string }) {
  return (
    <div className="reminder-link">
      <header className="page-head">
        <div className="container">
          <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: title }]} />
          <h1 className="page-head__title">{title}</h1>
        </div>
      </header>
      <div className="container reminder-link__body">
        <p className={`reminder-link__message${page.ok ? '' : ' reminder-link__message--error'}`} role="status">
          {page.message}
        </p>
        <p>{hint}</p>
        <p className="reminder-link__actions">
          <Link to="/product-list" className="btn">
            Continue shopping
          </Link>
          <Link to="/view-cart" className="btn btn--outline">
            View your cart
          </Link>
        </p>
      </div>
    </div>
  );
}

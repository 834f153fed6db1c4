import { Link } from 'react-router';
import type { StoreCreditView } from '@atelier/contract/balances';
import { formatPence } from '@atelier/contract/shared';
import { shortDate } from '~/lib/dates';
import { BagIcon } from '~/components/ui/icons';
import '~/components/ui/empty-state.css';
import '~/components/ui/stacked-table.css';
import './store-credit.css';

/** "+£12.00" added, "−£12.00" spent: the sign says which way the money went. */
const signed = (pence: number) => `${pence < 0 ? '−' : '+'}${formatPence(Math.abs(pence))}`;

/**
 * My Account's store credit (R23.19): the balance to spend at checkout and every change of it, newest
 * first, each with its order. Entries that moved no money (an order's payment confirmed, a date
 * changed) are left out: the history reads as money in and out.
 */
export function StoreCreditPage({ balancePence, entries }: StoreCreditView) {
  const moves = entries.filter((e) => e.amountPence !== 0);
  return (
    <section className="store-credit" aria-labelledby="store-credit-title">
      {/* The account layout holds the page's h1 (My Account), which takes the focus on arrival (RouteAnnouncer). */}
      <h2 id="store-credit-title" className="account__subtitle">
        Store credit
      </h2>
      <p className="store-credit__balance">
        Your balance: <strong>{formatPence(balancePence)}</strong>
      </p>
      <p>
        {balancePence > 0
          ? 'It is taken off your next order when you tick “Use my store credit” at checkout.'
          : 'Refunds you choose to take as store credit are added here, ready to spend at checkout.'}
      </p>
      {moves.length === 0 ? (
        <div className="empty-state">
          <BagIcon className="empty-state__icon" />
          <h3 className="empty-state__title">No store credit yet</h3>
          <p>
            When you return an item you can choose store credit instead of a refund to your card: it appears here as soon as we approve the
            return.
          </p>
          <Link to="/account-orders" className="btn">
            See my orders
          </Link>
        </div>
      ) : (
        <>
          <h3 className="store-credit__subtitle">History</h3>
          <table className="stacked-table store-credit-table">
            <caption className="visually-hidden">Changes to your store credit, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">What</th>
                <th scope="col">Amount</th>
                <th scope="col">Balance after</th>
                <th scope="col">Order</th>
              </tr>
            </thead>
            <tbody>
              {moves.map((e, n) => (
                <tr key={n}>
                  <td data-label="Date">
                    <time dateTime={e.at}>{shortDate(e.at)}</time>
                  </td>
                  <th scope="row" data-label="What">
                    {e.label}
                  </th>
                  <td data-label="Amount">{signed(e.amountPence)}</td>
                  <td data-label="Balance after">{formatPence(e.balanceAfterPence)}</td>
                  <td data-label="Order">
                    {e.orderGuid && e.orderNumber ? (
                      <Link to={`/account-orders?order=${e.orderGuid}`} className="link-underline" aria-label={`Order ${e.orderNumber}`}>
                        {e.orderNumber}
                      </Link>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

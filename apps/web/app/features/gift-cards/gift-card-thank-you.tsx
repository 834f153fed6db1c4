import { useEffect, useRef } from 'react';
import { Link, useLoaderData } from 'react-router';
import { sendDayWords } from '@atelier/contract/balances';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import type { thankYouLoader } from './gift-cards.server.ts';
import './gift-cards.css';

/** /gift-cards/thank-you (R23.13): the buyer's confirmation, saying when the card goes. */
export function GiftCardThankYouPage() {
  const sale = useLoaderData<Awaited<ReturnType<typeof thankYouLoader>>>();
  const headRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headRef.current?.focus(), []);
  const amount = formatPence(poundsToPence(sale.amount));
  return (
    <div className="container gift-cards">
      {sale.status === 'paid' ? (
        <>
          <h1 ref={headRef} tabIndex={-1} className="page-head__title">
            Thank you: your gift card is paid for
          </h1>
          <p className="gift-cards__answer">
            {sale.sent
              ? `Your ${amount} gift card has been emailed to ${sale.recipientName}.`
              : `Your ${amount} gift card for ${sale.recipientName} is scheduled: we will email it to them on ${sendDayWords(sale.sendOn)}.`}
          </p>
        </>
      ) : sale.status === 'pending' ? (
        <>
          <h1 ref={headRef} tabIndex={-1} className="page-head__title">
            We are waiting for your payment
          </h1>
          <p>Your payment has not reached us yet. This page will show the gift card once it has; please refresh it in a minute.</p>
        </>
      ) : (
        <>
          <h1 ref={headRef} tabIndex={-1} className="page-head__title">
            This payment did not go through
          </h1>
          <p>Nothing was taken. You can try again whenever you like.</p>
        </>
      )}
      <p>
        <Link className="link-underline" to="/gift-cards">
          Buy another gift card
        </Link>{' '}
        or{' '}
        <Link className="link-underline" to="/product-list">
          carry on shopping
        </Link>
        .
      </p>
    </div>
  );
}

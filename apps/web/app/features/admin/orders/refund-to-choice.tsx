import { type ReactNode, useState } from 'react';
import type { RefundDestination } from '@atelier/contract/balances';
import { formatPence } from '../format.ts';
import './refund-to-choice.css';

/** What a refund of this amount does, said on the refund step and its button (R23.16, R22.19). */
export function refundToWords(amountPence: number, to: RefundDestination): string {
  return to === 'store_credit'
    ? `adds ${formatPence(amountPence)} to the customer’s store credit`
    : `refunds ${formatPence(amountPence)} to the customer’s card`;
}

/**
 * The owner's choice on a refund step (R23.16): the card, or the customer's store credit, with the
 * amount either way before confirming. The customer's own choice (a return's) is the default. A
 * guest's order has no account to hold credit, so only the card is offered (R23.17). The children
 * render the sentence and button from the choice, so they always say where the money goes.
 */
export function RefundToChoice({
  id,
  allowed,
  initial = 'card',
  children,
}: {
  id: string;
  allowed: boolean;
  initial?: RefundDestination;
  children: (to: RefundDestination) => ReactNode;
}) {
  const [to, setTo] = useState<RefundDestination>(allowed ? initial : 'card');
  if (!allowed) return <>{children('card')}</>;
  return (
    <>
      <fieldset className="adm-refund-to">
        <legend className="field__label">Send the refund to</legend>
        <label className="adm-check">
          <input type="radio" name="refundTo" value="card" checked={to === 'card'} onChange={() => setTo('card')} id={`${id}-card`} /> The
          customer’s card
        </label>
        <label className="adm-check">
          <input
            type="radio"
            name="refundTo"
            value="store_credit"
            checked={to === 'store_credit'}
            onChange={() => setTo('store_credit')}
            id={`${id}-credit`}
          />{' '}
          Store credit{initial === 'store_credit' ? ' (the customer asked for this)' : ''}
        </label>
      </fieldset>
      {children(to)}
    </>
  );
}

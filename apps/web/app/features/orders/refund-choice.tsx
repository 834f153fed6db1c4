import { REFUND_DESTINATION_LABELS, REFUND_DESTINATIONS } from '@atelier/contract/balances';

/**
 * Where the refund goes (R23.16): back to the card, or to store credit kept in the customer's
 * account, on an item return and on a whole-order refund request alike. A guest's order has no
 * account, so it says so instead of offering the choice (R23.17).
 */
export function RefundChoice({ id, allowed, when }: { id: string; allowed: boolean; when: 'the return' | 'the refund' }) {
  if (!allowed)
    return <p className="return-form__refund-note">Refunds go back to the card you paid with: store credit needs an account.</p>;
  const hint = `${id}-hint`;
  return (
    <fieldset className="return-form__refund-to" aria-describedby={hint}>
      <legend>Your refund</legend>
      <p id={hint} className="return-form__hint">
        Store credit is added to your account as soon as we approve {when}, to spend at checkout.
      </p>
      {REFUND_DESTINATIONS.map((to) => (
        <label key={to} className="return-form__radio">
          <input type="radio" name="refundTo" value={to} defaultChecked={to === 'card'} />
          <span>{REFUND_DESTINATION_LABELS[to]}</span>
        </label>
      ))}
    </fieldset>
  );
}

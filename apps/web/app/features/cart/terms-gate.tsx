import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useDismissToast, useToast } from '~/components/ui/toast';
import { useHydrated } from '~/lib/use-hydrated';
import { rememberTerms } from '~/lib/terms-accepted';
import { TERMS_MESSAGE } from '@atelier/contract/checkout';

/**
 * Terms checkbox in front of the Checkout button. The button looks disabled until the box is
 * ticked; pressed anyway it says why. Without JavaScript the browser's required check does it.
 */
export function TermsGate({ code }: { code?: string } = {}) {
  // The discount code applied on the cart page travels on to checkout (R20.2).
  const target = code ? `/checkout?code=${encodeURIComponent(code)}` : '/checkout';
  const [accepted, setAccepted] = useState(false);
  const [warned, setWarned] = useState(false);
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const toast = useToast();
  const dismissToast = useDismissToast();
  const boxId = useId();
  const errorId = `${boxId}-error`;
  const showError = warned && !accepted;

  return (
    <form
      method="get"
      action="/checkout"
      className="terms-gate"
      noValidate={hydrated}
      onSubmit={(e) => {
        e.preventDefault();
        if (accepted) {
          void navigate(target);
          return;
        }
        setWarned(true);
        toast(TERMS_MESSAGE, 'warning');
      }}
    >
      <div className="terms-gate__check">
        {/* Without script it travels to /checkout, which shows the box ticked (R5.19). */}
        <input
          id={boxId}
          name="terms"
          value="accepted"
          type="checkbox"
          required
          checked={accepted}
          onChange={(e) => {
            setAccepted(e.target.checked);
            // Ticked once per visit: the checkout shows the box ticked (R5.19).
            rememberTerms(e.target.checked);
            // Ticked: the warning has been answered and must not follow the shopper to /checkout.
            if (e.target.checked) dismissToast(TERMS_MESSAGE);
          }}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
        />
        <label htmlFor={boxId}>
          I agree with the <Link to="/terms-and-conditions">terms and conditions</Link>
        </label>
      </div>
      {code ? <input type="hidden" name="code" value={code} /> : null}
      {showError ? (
        <p id={errorId} className="terms-gate__error" role="alert">
          {TERMS_MESSAGE}
        </p>
      ) : null}
      <button type="submit" className="btn btn--block" aria-disabled={!accepted || undefined}>
        Checkout
      </button>
    </form>
  );
}

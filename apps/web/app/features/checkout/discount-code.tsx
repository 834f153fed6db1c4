import { useNavigation } from 'react-router';

/**
 * The discount code field beside the totals (R20.2). It belongs to the checkout form (form=),
 * and its Apply button asks the action for a new quote without checking the address fields.
 */
export function DiscountCode({
  formId,
  code,
  applied,
  error,
}: {
  formId: string;
  code: string;
  applied: string | null;
  error: string | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'apply-code';
  return (
    <div className="discount-code">
      <label htmlFor="discount-code" className="field__label">
        Discount code
      </label>
      <div className="discount-code__row">
        <input
          id="discount-code"
          name="discountCode"
          form={formId}
          className="input"
          defaultValue={code}
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby="discount-code-status"
        />
        <button type="submit" form={formId} name="intent" value="apply-code" formNoValidate className="btn btn--outline" disabled={busy}>
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      <p id="discount-code-status" className={`discount-code__status${error ? ' discount-code__status--error' : ''}`} role="status">
        {error ?? (applied ? `Code ${applied} applied.` : '')}
      </p>
    </div>
  );
}

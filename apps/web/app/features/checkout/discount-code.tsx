import { CodeField } from './code-field.tsx';

/** The discount code field beside the totals (R20.2). */
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
  return (
    <CodeField
      id="discount-code"
      name="discountCode"
      label="Discount code"
      formId={formId}
      code={code}
      error={error}
      status={applied ? `Code ${applied} applied.` : ''}
    />
  );
}

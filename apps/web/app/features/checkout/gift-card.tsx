import { formatPence, poundsToPence } from '@atelier/contract/shared';
import type { QuoteResponse } from '@atelier/contract/discounts';
import { CodeField } from './code-field.tsx';

/**
 * The gift card field beside the totals (R23.4), and for a customer with store credit the choice to
 * spend it.
 */
export function GiftCard({
  formId,
  code,
  useCredit,
  payment,
}: {
  formId: string;
  code: string;
  useCredit: boolean;
  payment: QuoteResponse['payment'];
}) {
  const applied = payment.giftCard;
  return (
    <CodeField
      id="gift-card-code"
      name="giftCardCode"
      label="Gift card"
      className="gift-card-field"
      formId={formId}
      code={code}
      error={payment.giftCardError?.message ?? null}
      status={applied ? `Gift card ending ${applied.last4} pays ${formatPence(poundsToPence(applied.applied))} of this order.` : ''}
      placeholder="XXXX-XXXX-XXXX-XXXX"
    >
      {payment.storeCredit ? (
        <label className="checkbox gift-card-field__credit">
          <input type="checkbox" name="useStoreCredit" value="true" form={formId} defaultChecked={useCredit} />
          <span>Use my store credit ({formatPence(poundsToPence(payment.storeCredit.available))} available)</span>
        </label>
      ) : null}
    </CodeField>
  );
}

import { useEffect, useRef } from 'react';
import { Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { LookupResult } from './guest-order.server.ts';

/** /order-lookup (R5.15): e-mail address and order number; the same answer whether or not they match. */
export function OrderLookupPage() {
  const result = useActionData<LookupResult>();
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (result) answerRef.current?.focus();
  }, [result]);
  return (
    <div className="container order-lookup">
      <h1 className="page-head__title">Find your order</h1>
      {params.get('expired') ? <p>That order link does not work any more. Enter your details and we will email you a new one.</p> : null}
      <p>Enter the email address you ordered with and the order number from your confirmation. We will email you a link to the order.</p>
      <Form method="post" className="order-lookup__form" noValidate onSubmit={(e) => busy && e.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor="lookup-email">
            Email
          </label>
          <input id="lookup-email" name="email" type="email" className="input" autoComplete="email" required maxLength={254} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="lookup-number">
            Order number
          </label>
          <input id="lookup-number" name="orderNumber" className="input" required maxLength={40} placeholder="ATL-20261122-4F7K" />
        </div>
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? 'Sending…' : 'Email me a link'}
        </button>
      </Form>
      {result ? (
        <p
          ref={answerRef}
          tabIndex={-1}
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'order-lookup__sent' : 'checkout-field__error'}
        >
          {result.message}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useNavigation } from 'react-router';
import { formatPence, poundsToPence } from '@atelier/contract/shared';
import { Field } from '~/components/ui/field';
import { longDate } from '~/lib/dates';
import type { BalanceAnswer } from './gift-cards.server.ts';
import './gift-cards.css';

const STATE_WORDS = { expired: 'This gift card has expired.', void: 'This gift card has been cancelled.' } as const;

/** /gift-cards/balance (R23.10): type a code, read its balance and expiry. */
export function GiftCardBalancePage() {
  const answer = useActionData<BalanceAnswer>();
  const busy = useNavigation().state !== 'idle';
  const answerRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The focus goes to the answer, or back to the code the refusal is about (R12.14).
  useEffect(() => {
    if (answer) (answer.ok ? answerRef.current : formRef.current?.querySelector<HTMLInputElement>('[name="code"]'))?.focus();
  }, [answer]);
  return (
    <div className="container gift-cards">
      <h1 className="page-head__title">Check a gift card balance</h1>
      <p>Type the 16-character code from your gift card email. Capitals and dashes are optional.</p>
      <Form method="post" className="gift-cards__form" ref={formRef} noValidate onSubmit={(e) => busy && e.preventDefault()}>
        <Field
          label="Gift card code"
          name="code"
          required
          autoComplete="off"
          spellCheck={false}
          placeholder="ABCD-EFGH-JKMN-PQRS"
          error={answer && !answer.ok ? answer.message : undefined}
        />
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? 'Checking…' : 'Check balance'}
        </button>
      </Form>
      {answer?.ok ? (
        <div ref={answerRef} tabIndex={-1} role="status" className="gift-cards__answer" aria-labelledby="balance-title">
          <h2 id="balance-title" className="gift-cards__subhead">
            Gift card ending {answer.last4}
          </h2>
          {answer.state === 'active' ? (
            <>
              <p className="gift-cards__amount">{formatPence(poundsToPence(answer.balance))} to spend</p>
              {answer.expiresAt ? <p>It can be used until {longDate(answer.expiresAt)}.</p> : null}
            </>
          ) : (
            <p>{STATE_WORDS[answer.state]}</p>
          )}
        </div>
      ) : null}
      <p className="gift-cards__note">
        Looking for a present?{' '}
        <Link className="link-underline" to="/gift-cards">
          Buy a gift card
        </Link>
        .
      </p>
    </div>
  );
}

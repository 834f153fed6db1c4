import { useEffect, useRef } from 'react';
import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { GIFT_CARD_LIMITS, GIFT_CARD_MESSAGE_MAX, GIFT_CARD_SET_AMOUNTS_PENCE } from '@atelier/contract/balances';
import { formatPence } from '@atelier/contract/shared';
import { Field } from '~/components/ui/field';
import { RequiredMark } from '~/components/ui/required-mark';
import type { FormAnswer, giftCardPageLoader } from './gift-cards.server.ts';
import './gift-cards.css';

const LIMITS = `${formatPence(GIFT_CARD_LIMITS.minPence)} to ${formatPence(GIFT_CARD_LIMITS.maxPence)}`;

/** /gift-cards (R23.11, R23.12): choose an amount, say who it is for and when it goes, then pay. */
export function GiftCardPage() {
  const { sendWindow, buyer } = useLoaderData<Awaited<ReturnType<typeof giftCardPageLoader>>>();
  const answer = useActionData<FormAnswer>();
  const busy = useNavigation().state !== 'idle';
  const formRef = useRef<HTMLFormElement>(null);
  const messageRef = useRef<HTMLParagraphElement>(null);
  const err = (name: string) => answer?.fields[name];
  // A refused order never leaves the focus on the page: the first field at fault, else the message (R12.14).
  useEffect(() => {
    if (!answer) return;
    const first = Object.keys(answer.fields)[0];
    const field = first && formRef.current?.querySelector<HTMLElement>(`[name="${CSS.escape(first)}"]`);
    (field || messageRef.current)?.focus();
  }, [answer]);
  const pickOther = () => formRef.current?.querySelector<HTMLInputElement>('input[name="amountChoice"][value="other"]')?.click();

  return (
    <div className="container gift-cards">
      <h1 className="page-head__title">Gift cards</h1>
      <p>
        A gift card to spend on anything in the shop, sent by email on the day you choose. It can be used for 24 months, in as many orders
        as it takes. Already have one?{' '}
        <Link className="link-underline" to="/gift-cards/balance">
          Check a gift card balance
        </Link>
        .
      </p>
      <Form method="post" className="gift-cards__form" ref={formRef} noValidate onSubmit={(e) => busy && e.preventDefault()}>
        {answer?.message ? (
          <p ref={messageRef} className="gift-cards__error" role="alert" tabIndex={-1}>
            {answer.message}
          </p>
        ) : null}
        <fieldset className="gift-cards__amounts" aria-describedby={err('amountChoice') ? 'amount-error' : undefined}>
          <legend className="field__label">
            Amount <RequiredMark />
          </legend>
          <div className="size-selector__options">
            {GIFT_CARD_SET_AMOUNTS_PENCE.map((p, i) => (
              <label key={p} className="size-option">
                <input type="radio" name="amountChoice" value={String(p / 100)} defaultChecked={i === 1} />
                {formatPence(p).replace('.00', '')}
              </label>
            ))}
            <label className="size-option">
              <input type="radio" name="amountChoice" value="other" />
              Another amount
            </label>
          </div>
          {err('amountChoice') ? (
            <p id="amount-error" className="gift-cards__error">
              {err('amountChoice')}
            </p>
          ) : null}
        </fieldset>
        <Field
          label="Another amount (£)"
          name="customAmount"
          inputMode="decimal"
          hint={`Any amount from ${LIMITS}.`}
          error={err('customAmount')}
          onInput={pickOther}
        />
        <h2 className="gift-cards__subhead">Who is it for?</h2>
        <Field label="Their name" name="recipientName" required autoComplete="off" error={err('recipientName')} />
        <Field label="Their email" name="recipientEmail" type="email" required autoComplete="off" error={err('recipientEmail')} />
        <div className="field">
          <label className="field__label" htmlFor="gift-message">
            Your message (optional)
          </label>
          <textarea
            id="gift-message"
            name="message"
            rows={4}
            className="input gift-cards__message"
            aria-invalid={err('message') ? true : undefined}
            aria-describedby={['gift-message-hint', err('message') ? 'gift-message-error' : ''].filter(Boolean).join(' ')}
          />
          <p id="gift-message-hint" className="gift-cards__hint">
            {`Plain text, up to ${GIFT_CARD_MESSAGE_MAX} characters. It is printed in the email with the card.`}
          </p>
          {err('message') ? (
            <p id="gift-message-error" className="gift-cards__error">
              {err('message')}
            </p>
          ) : null}
        </div>
        <Field
          label="Send it on"
          name="sendOn"
          type="date"
          required
          min={sendWindow.first}
          max={sendWindow.last}
          defaultValue={sendWindow.first}
          hint="Today sends it as soon as you have paid; any later day, up to 12 months ahead, in the early morning (UK time)."
          error={err('sendOn')}
        />
        <h2 className="gift-cards__subhead">Your details</h2>
        <Field label="Your name" name="buyerName" required autoComplete="name" defaultValue={buyer?.name} error={err('buyerName')} />
        <Field
          label="Your email"
          name="buyerEmail"
          type="email"
          required
          autoComplete="email"
          defaultValue={buyer?.email}
          hint="For the payment receipt."
          error={err('buyerEmail')}
        />
        <p className="gift-cards__note">
          No VAT is charged on a gift card: VAT is paid on what it buys. Gift cards cannot be paid for with a gift card or a discount code.
        </p>
        {/* aria-disabled, not disabled: a disabled button drops the focus to the page (R12.14). */}
        <button type="submit" className="btn" aria-disabled={busy || undefined}>
          {busy ? 'Please wait…' : 'Continue to payment'}
        </button>
      </Form>
    </div>
  );
}

/** @jsxRuntime automatic */
import { formatGiftCode } from '@atelier/contract/balances';
import { formatPence } from '@atelier/contract/shared';
import { ButtonLink, MailLayout, P, SignOff, SmallPrint, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** The gift card's mail (R23.7): its code, the one place besides the owner's screen it is ever shown. */
export function giftCardMail(d: {
  recipientName: string;
  code: string;
  amountPence: number;
  message: string;
  expiresAt: Date | null;
  shopUrl: string;
  /** Who bought it, for a card sold in the shop (R23.13). */
  from?: string;
  /** Sent again by the owner with a new code (R23.21): amountPence is what is left on it. */
  again?: boolean;
}): MailContent {
  const subject = d.again ? `Your ${STORE} gift card code, sent again` : `Your ${formatPence(d.amountPence)} ${STORE} gift card`;
  const expiry = d.expiresAt
    ? d.expiresAt.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/London' })
    : null;
  const body = (
    <MailLayout title={subject}>
      <P>{`Hello ${d.recipientName},`}</P>
      <P>
        {d.again
          ? `Here is your ${STORE} gift card${d.from ? ` from ${d.from}` : ''} again, with ${formatPence(d.amountPence)} left to spend. It has a new code: the one sent before no longer works.`
          : `Here is a ${formatPence(d.amountPence)} gift card to spend at ${STORE}${d.from ? `, from ${d.from}` : ''}.`}
      </P>
      {d.message ? <P style={{ fontStyle: 'italic' }}>{`"${d.message}"`}</P> : null}
      <P>Your gift card code:</P>
      <P style={{ fontSize: '22px', fontWeight: 700, letterSpacing: '2px', fontFamily: 'monospace' }}>{formatGiftCode(d.code)}</P>
      <P>Type it in the gift card box at checkout: it pays for part or all of your order, and whatever is left stays on the card.</P>
      <ButtonLink href={`${d.shopUrl}/gift-cards/balance`}>Check your balance</ButtonLink>
      <SignOff />
      <SmallPrint>
        {`Keep this email safe: anyone with the code can spend the card.${expiry ? ` The card can be used until ${expiry}.` : ''}`}
      </SmallPrint>
    </MailLayout>
  );
  return { kind: 'gift-card', subject, body };
}

/**
 * The buyer's receipt of a gift card bought in the shop (R23.13): what was paid, for whom, and when
 * the card goes. No code: only the recipient's mail carries it. No VAT: a multi-purpose voucher (0048).
 */
export function giftCardReceiptMail(d: {
  buyerName: string;
  recipientName: string;
  amountPence: number;
  /** '1 December 2026', or null when the card went today. */
  sendDay: string | null;
  reference: string;
}): MailContent {
  const subject = `Your ${STORE} gift card for ${d.recipientName}`;
  const body = (
    <MailLayout title={subject}>
      <P>{`Hello ${d.buyerName},`}</P>
      <P>{`Thank you for buying a ${formatPence(d.amountPence)} gift card for ${d.recipientName}. We have taken your payment of ${formatPence(d.amountPence)}.`}</P>
      <P>
        {d.sendDay
          ? `It is scheduled: we will email it to ${d.recipientName} on ${d.sendDay}.`
          : `We have emailed it to ${d.recipientName} today.`}
      </P>
      <SignOff />
      <SmallPrint>{`Reference ${d.reference}. No VAT is charged on a gift card: VAT is paid on what it buys.`}</SmallPrint>
    </MailLayout>
  );
  return { kind: 'gift-card-receipt', subject, body };
}

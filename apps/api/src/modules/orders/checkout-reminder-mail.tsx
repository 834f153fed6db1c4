/** @jsxRuntime automatic */
import { Link } from '@react-email/link';
import { productVariantPhrase } from '@atelier/contract/catalogue';
import { ButtonLink, Greeting, MailLayout, P, SignOff, SmallPrint, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

export interface ReminderMailLine {
  name: string;
  size: string;
  colour: string;
  quantity: number;
}

/**
 * The one reminder of a checkout left unpaid (R24.4): what was in the basket (no prices: they are
 * the shop's prices when the basket is opened again), the link that puts it back, and in every one
 * a one-click way to stop all reminders (R24.6).
 */
export function checkoutReminderMail(opts: {
  firstName?: string;
  lines: ReminderMailLine[];
  restoreUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const subject = `You left something in your ${STORE} basket`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      <P>You started a checkout with us but did not finish paying. Your basket held:</P>
      {opts.lines.map((l, i) => (
        <P key={i} style={{ margin: '0 0 6px' }}>
          {`${l.quantity} x ${productVariantPhrase(l)}`}
        </P>
      ))}
      <P>The link below puts these pieces back in your basket, at today&apos;s prices and while we still have them.</P>
      <ButtonLink href={opts.restoreUrl}>Return to your basket</ButtonLink>
      <P>If you have already ordered, or changed your mind, there is nothing you need to do. This is the only reminder we send about it.</P>
      <SignOff />
      <SmallPrint>
        {'You receive this email because you asked for basket reminders or have shopped with us before. To never get one again, '}
        <Link href={opts.unsubscribeUrl} style={{ color: '#555', textDecoration: 'underline' }}>
          unsubscribe from basket reminders
        </Link>
        {' (one click, no sign-in).'}
      </SmallPrint>
    </MailLayout>
  );
  return { kind: 'checkout-reminder', subject, body };
}

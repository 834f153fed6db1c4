/** @jsxRuntime automatic */
import { Link } from '@react-email/link';
import { deliveryPromise, returnsPromise } from '@atelier/contract/settings';
import { Br, ButtonLink, Greeting, MailLayout, P, Said, SignOff, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** The account mails: password reset code, address confirmation, welcome. */

export function resetCodeMail(opts: { firstName?: string; code: string; minutes: number }): MailContent {
  const subject = `Your ${STORE} password reset code`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      <P>
        Your code to reset your password is:
        <Br text=" " />
        <strong style={{ fontSize: '28px', letterSpacing: '.3em' }}>{opts.code}</strong>
      </P>
      <P>{`It works once and expires in ${opts.minutes} minutes.`}</P>
      <P>If you did not ask to reset your password, you can ignore this email: your password stays as it is.</P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'reset-code', subject, body };
}

export function verifyEmailMail(opts: { firstName?: string; link: string; hours: number }): MailContent {
  const subject = `Please confirm your email address for ${STORE}`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      <P>Please confirm that this is your email address by opening this link:</P>
      <ButtonLink href={opts.link}>Confirm my email address</ButtonLink>
      {/* The text part already spells the address out. */}
      <P data-skip-in-text>
        Or copy this address into your browser:
        <br />
        <span style={{ wordBreak: 'break-all' }}>{opts.link}</span>
      </P>
      <P>{`The link works for ${opts.hours} hours. If you did not create an ${STORE} account, you can ignore this email.`}</P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'verify-email', subject, body };
}

export function welcomeMail(opts: { firstName?: string; shopUrl: string }): MailContent {
  const subject = `Welcome to ${STORE}`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      <P>{`Thank you for confirming your email address. Your ${STORE} account is ready.`}</P>
      <P>
        <Said words={(t) => `${deliveryPromise(t)} ${returnsPromise(t)}`} />
      </P>
      <P>
        <Link href={opts.shopUrl}>Start shopping</Link>
      </P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'welcome', subject, body };
}

/** @jsxRuntime automatic */
import { ButtonLink, Greeting, MailLayout, P, SignOff, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** An owner's invitation to run the shop with them (R22.8). */
export function staffInvitationMail(opts: { link: string; invitedBy: string; days: number }): MailContent {
  const subject = `You are invited to the ${STORE} admin`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={undefined} />
      <P>{`${opts.invitedBy} has invited you to help run the ${STORE} shop as an admin.`}</P>
      <ButtonLink href={opts.link}>Accept the invitation</ButtonLink>
      <P data-skip-in-text>
        Or copy this address into your browser:
        <br />
        <span style={{ wordBreak: 'break-all' }}>{opts.link}</span>
      </P>
      <P>{`The link works once, for ${opts.days} days. If you did not expect it, you can ignore this email.`}</P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'staff-invitation', subject, body };
}

/** Tells a member of staff what changed about their access, and that they were signed out (R13.10). */
export function staffAccessChangedMail(opts: { firstName: string; by: string; change: string; signedOut: boolean }): MailContent {
  const subject = `Your access to the ${STORE} admin has changed`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      <P>{`${opts.by} ${opts.change}.`}</P>
      {opts.signedOut ? <P>You have been signed out of the admin everywhere; sign in again to carry on.</P> : null}
      <P>If this is a surprise, please speak to the shop owner.</P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'staff-access-changed', subject, body };
}

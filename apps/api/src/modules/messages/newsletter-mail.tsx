/** @jsxRuntime automatic */
import { Link } from '@react-email/link';
import { ButtonLink, Greeting, MailLayout, P, SignOff, SmallPrint, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Sent when an address joins (or rejoins) the list; like every newsletter mail it carries the unsubscribe link. */
export function newsletterWelcomeMail(opts: { shopUrl: string; unsubscribeUrl: string }): MailContent {
  const subject = `Welcome to the ${STORE} Inner Circle`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={undefined} />
      <P>
        {`Thank you for joining the ${STORE} Inner Circle. You will be the first to hear about new collections, restocks, private previews and stories from our London studio.`}
      </P>
      <ButtonLink href={opts.shopUrl}>Shop the latest pieces</ButtonLink>
      <SignOff />
      <SmallPrint>
        You receive this email because this address was signed up on our website. To stop receiving our newsletter,{' '}
        <Link href={opts.unsubscribeUrl} style={{ color: '#777' }}>
          unsubscribe here
        </Link>
      </SmallPrint>
    </MailLayout>
  );
  return { kind: 'newsletter-welcome', subject, body };
}

/** @jsxRuntime automatic */
import { ButtonLink, Greeting, MailLayout, P, SignOff, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** The answer to an order lookup (R5.15): a link that opens that order only, or for a customer's order, the way to their account. */
export function orderLinkMail(opts: { firstName: string; orderNumber: string; link: string; account: boolean }): MailContent {
  const subject = `Your ${STORE} order ${opts.orderNumber}`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={opts.firstName} />
      {opts.account ? (
        <P>{`Order ${opts.orderNumber} is in your ${STORE} account. Sign in to see it, its receipt and its returns:`}</P>
      ) : (
        <P>{`Someone asked to see order ${opts.orderNumber}. This link opens that order, its receipt and its returns:`}</P>
      )}
      <ButtonLink href={opts.link}>{opts.account ? 'Sign in to my orders' : 'Open my order'}</ButtonLink>
      <P>If you did not ask for this, you can ignore this email: nobody can open the order without the link.</P>
      <SignOff />
    </MailLayout>
  );
  return { kind: 'order-link', subject, body };
}

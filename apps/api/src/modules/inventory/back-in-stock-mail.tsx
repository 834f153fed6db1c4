/** @jsxRuntime automatic */
import { Link } from '@react-email/link';
import { variantPhrase } from '@atelier/contract/catalogue';
import { ButtonLink, Greeting, MailLayout, P, SignOff, SmallPrint, STORE } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

/** Back-in-stock mails (R21.13-R21.15); every one carries the link that ends the request without signing in. */

export interface BackInStockMailData {
  productName: string;
  size: string;
  colour: string;
  productUrl: string;
  unsubscribeUrl: string;
}

function Unsubscribe({ href, why }: { href: string; why: string }) {
  return (
    <SmallPrint>
      {`${why} To stop this request, `}
      <Link href={href} style={{ color: '#777' }}>
        unsubscribe here
      </Link>
    </SmallPrint>
  );
}

/** 'Suede Loafer in Size UK 9, Brown': the size as the product page writes it, with its colour (R10.4). */
const what = (d: BackInStockMailData) => `${d.productName} in ${variantPhrase(d)}`;

/** To a guest: nothing is sent until the address's owner opens this link. */
export function backInStockConfirmMail(d: BackInStockMailData, confirmUrl: string): MailContent {
  const subject = `Confirm: email me when ${d.productName} is back`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={undefined} />
      <P>{`Someone, hopefully you, asked us to email this address when ${what(d)} is back in stock. Please confirm, and we will email you once.`}</P>
      <ButtonLink href={confirmUrl}>Confirm my request</ButtonLink>
      <P>If you did not ask, ignore this email: nothing more will be sent.</P>
      <SignOff />
      <Unsubscribe href={d.unsubscribeUrl} why="You receive this email because this address was entered on our website." />
    </MailLayout>
  );
  return { kind: 'back-in-stock-confirm', subject, body };
}

/** To a signed-in customer, whose own address needs no confirming. */
export function backInStockListedMail(d: BackInStockMailData): MailContent {
  const subject = `We will email you when ${d.productName} is back`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={undefined} />
      <P>{`You are on the list for ${what(d)}. We will email you once, as soon as it is back in stock.`}</P>
      <SignOff />
      <Unsubscribe href={d.unsubscribeUrl} why="You receive this email because you asked on our website." />
    </MailLayout>
  );
  return { kind: 'back-in-stock-listed', subject, body };
}

export function backInStockAvailableMail(d: BackInStockMailData): MailContent {
  const subject = `${d.productName} is back in stock`;
  const body = (
    <MailLayout title={subject}>
      <Greeting firstName={undefined} />
      <P>{`Good news: ${what(d)} is back in stock at ${STORE}. Sizes go quickly, so we cannot hold one for you.`}</P>
      <ButtonLink href={d.productUrl}>Shop it now</ButtonLink>
      <P>This was your one email about this size: your request has now ended.</P>
      <SignOff />
      <Unsubscribe href={d.unsubscribeUrl} why="You receive this email because you asked to be told when this size was back." />
    </MailLayout>
  );
  return { kind: 'back-in-stock', subject, body };
}

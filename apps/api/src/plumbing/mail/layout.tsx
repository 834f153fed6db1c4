/** @jsxRuntime automatic */
import { BUSINESS } from '@atelier/contract/shared';
import { sellerIdentity, type ShopTerms } from '@atelier/contract/settings';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Text } from '@react-email/text';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

/** The pieces every mail is built from; mail clients need inline styles, so the styles live here. */

export const STORE = BUSINESS.brand;

/**
 * The settings in force when the mail is sent (R22.21): the mailer renders every mail inside it, so
 * a footer or a sentence that states a window or a fee reads it here rather than typing a number.
 */
const ShopTermsContext = createContext<ShopTerms | null>(null);

export function WithShopTerms(props: { terms: ShopTerms; children: ReactNode }) {
  return <ShopTermsContext.Provider value={props.terms}>{props.children}</ShopTermsContext.Provider>;
}

export function useShopTerms(): ShopTerms {
  const terms = useContext(ShopTermsContext);
  if (!terms) throw new Error('A mail was rendered without the shop terms (renderMail is given them).');
  return terms;
}

/** A sentence, or a sentence made from the shop's terms (returnsPromise, say). */
export type Words = string | ((terms: ShopTerms) => string);

export function Said(props: { words: Words }) {
  const terms = useShopTerms();
  return <>{typeof props.words === 'string' ? props.words : props.words(terms)}</>;
}

const body: CSSProperties = {
  margin: 0,
  padding: '24px',
  background: '#f6f5f3',
  fontFamily: 'Helvetica,Arial,sans-serif',
  color: '#222',
  fontSize: '15px',
  lineHeight: 1.5,
};
const card: CSSProperties = { maxWidth: '520px', margin: '0 auto', background: '#fff', padding: '32px', borderRadius: '6px' };
const brand: CSSProperties = { fontSize: '20px', margin: '0 0 24px', letterSpacing: '.08em', textTransform: 'uppercase' };
const paragraph: CSSProperties = { margin: '0 0 16px', fontSize: '15px', lineHeight: 1.5 };
const small: CSSProperties = { ...paragraph, margin: '32px 0 0', color: '#777', fontSize: '12px' };
const button: CSSProperties = {
  display: 'inline-block',
  background: '#222',
  color: '#fff',
  padding: '12px 20px',
  textDecoration: 'none',
  borderRadius: '4px',
};

/**
 * A plain, readable page: the store's name, the content, and the company's details, which UK law asks
 * every business mail to carry. The heading is left out of the text part, where it would only repeat.
 */
export function MailLayout(props: { title: string; children: ReactNode }) {
  const terms = useShopTerms();
  return (
    <Html lang="en-GB">
      <Head>
        <title>{props.title}</title>
      </Head>
      <Body style={body}>
        <Container style={card}>
          <Heading as="h1" style={brand} data-skip-in-text="true">
            {terms.shop.name}
          </Heading>
          {props.children}
          <Text style={small}>{sellerIdentity(terms)}</Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A paragraph; data-skip-in-text leaves it out of the text part. */
export function P({ style, ...props }: { children: ReactNode; style?: CSSProperties; 'data-skip-in-text'?: boolean }) {
  return <Text {...props} style={{ ...paragraph, ...style }} />;
}

/** Small grey print under the content (why the mail came, how to stop it). */
export function SmallPrint(props: { children: ReactNode }) {
  return <Text style={small}>{props.children}</Text>;
}

export function Greeting(props: { firstName: string | undefined }) {
  return <P>{props.firstName ? `Hello ${props.firstName},` : 'Hello,'}</P>;
}

export function SignOff() {
  return <P>{`The ${useShopTerms().shop.name} team`}</P>;
}

/** A link that looks like a button; the text part reads "Label: address" (every link does). */
export function ButtonLink(props: { href: string; children: ReactNode }) {
  return (
    <P>
      <Link href={props.href} style={button}>
        {props.children}
      </Link>
    </P>
  );
}

/** A line break in the HTML part that reads as `text` in the text part (", " inside an address, say). */
export function Br(props: { text?: string }) {
  return <br data-text={props.text} />;
}

/** Words only the text part needs (the HTML part says the same with layout). */
export function TextOnly(props: { text: string }) {
  return <span data-text={props.text} />;
}

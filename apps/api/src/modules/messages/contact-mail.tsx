/** @jsxRuntime automatic */
import type { ContactMessageInput } from '@atelier/contract/messages';
import { Link } from '@react-email/link';
import { MailLayout, P, SmallPrint } from '../../plumbing/mail/layout.tsx';
import type { MailContent } from '../../plumbing/mail/render.ts';

const quote = {
  margin: '0 0 16px',
  padding: '12px 16px',
  borderLeft: '3px solid #7b2d26',
  background: '#f6f5f3',
  whiteSpace: 'pre-wrap',
} as const;

/** The copy of a contact-form message that goes to the store's own mailbox. */
export function contactMessageMail(msg: ContactMessageInput & { id: number; receivedAt: Date }): MailContent {
  const subject = `Contact form: message from ${msg.name}`;
  const received = msg.receivedAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  const body = (
    <MailLayout title={subject}>
      <P>{`A customer wrote through the contact form on ${received} (message #${msg.id}).`}</P>
      <P>
        <strong>Name:</strong> {msg.name}
        <br />
        <strong>Email:</strong> <Link href={`mailto:${msg.email}`}>{msg.email}</Link>
      </P>
      <blockquote style={quote}>{msg.message}</blockquote>
      <SmallPrint>{`Reply to ${msg.email} within one business day, as the contact page promises.`}</SmallPrint>
    </MailLayout>
  );
  return { kind: 'contact-message', subject, body };
}

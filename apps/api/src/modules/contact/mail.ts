import type { ContactMessageInput } from '@atelier/contract/contact';
import type { MailContent } from '../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The copy of a contact-form message that goes to the store's own mailbox. */
export function contactMessageMail(msg: ContactMessageInput & { id: number; receivedAt: Date }): MailContent {
  const subject = `Contact form: message from ${msg.name}`;
  const received = msg.receivedAt.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });
  const text = [
    `A customer wrote through the contact form on ${received} (message #${msg.id}).`,
    '',
    `Name: ${msg.name}`,
    `Email: ${msg.email}`,
    '',
    msg.message,
    '',
    `Reply to ${msg.email} within one business day, as the contact page promises.`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Helvetica,Arial,sans-serif;color:#222;font-size:15px;line-height:1.5">
<p>A customer wrote through the contact form on ${escapeHtml(received)} (message #${msg.id}).</p>
<p><strong>Name:</strong> ${escapeHtml(msg.name)}<br><strong>Email:</strong> <a href="mailto:${escapeHtml(msg.email)}">${escapeHtml(msg.email)}</a></p>
<blockquote style="margin:0;padding:12px 16px;border-left:3px solid #7b2d26;background:#f6f5f3;white-space:pre-wrap">${escapeHtml(msg.message)}</blockquote>
<p style="color:#777;font-size:13px">Reply within one business day, as the contact page promises.</p>
</body></html>`;
  return { kind: 'contact-message', subject, text, html };
}

import type { MailContent } from '../mail/templates.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Sent when an address joins (or rejoins) the list; like every newsletter mail it carries the unsubscribe link. */
export function newsletterWelcomeMail(opts: { shopUrl: string; unsubscribeUrl: string }): MailContent {
  const subject = 'Welcome to the Atelier Inner Circle';
  const text = [
    'Hello,',
    '',
    'Thank you for joining the Atelier Inner Circle. You will be the first to hear about new collections, restocks,',
    'private previews and stories from our London studio.',
    '',
    `Shop the latest pieces: ${opts.shopUrl}`,
    '',
    'The Atelier team',
    '',
    `You receive this email because this address was signed up on our website. To stop receiving our newsletter,`,
    `unsubscribe here: ${opts.unsubscribeUrl}`,
  ].join('\n');
  const unsub = escapeHtml(opts.unsubscribeUrl);
  const html = `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:15px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px;letter-spacing:.08em;text-transform:uppercase">Atelier</h1>
<p>Hello,</p>
<p>Thank you for joining the Atelier Inner Circle. You will be the first to hear about new collections, restocks, private previews and stories from our London studio.</p>
<p><a href="${escapeHtml(opts.shopUrl)}" style="display:inline-block;background:#222;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">Shop the latest pieces</a></p>
<p style="margin:32px 0 0;color:#777;font-size:12px">You receive this email because this address was signed up on our website. <a href="${unsub}" style="color:#777">Unsubscribe</a> at any time.</p>
</div></body></html>`;
  return { kind: 'newsletter-welcome', subject, text, html };
}

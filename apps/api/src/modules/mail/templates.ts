/** What every mail of the store is made of: a plain-text body and a simple HTML twin. */
export interface MailContent {
  /** Which template made it; written to the outbox summary so tests and people can find a mail. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}

const STORE = 'Atelier';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * A plain, readable HTML page around the given paragraphs (already escaped HTML). A block that is
 * already a table or a div is placed as it is.
 */
export function layout(title: string, paragraphs: string[]): string {
  const body = paragraphs.map((p) => (/^<(table|div)[\s>]/.test(p) ? p : `<p style="margin:0 0 16px">${p}</p>`)).join('\n');
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f5f3;font-family:Helvetica,Arial,sans-serif;color:#222;font-size:15px;line-height:1.5">
<div style="max-width:520px;margin:0 auto;background:#fff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px;letter-spacing:.08em;text-transform:uppercase">${STORE}</h1>
${body}
<p style="margin:32px 0 0;color:#777;font-size:12px">${STORE}, clothing and accessories made in the UK.</p>
</div></body></html>`;
}

export function greeting(firstName: string | undefined): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}

export function resetCodeMail(opts: { firstName?: string; code: string; minutes: number }): MailContent {
  const subject = `Your ${STORE} password reset code`;
  const text = [
    greeting(opts.firstName),
    '',
    `Your code to reset your password is: ${opts.code}`,
    '',
    `It works once and expires in ${opts.minutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
    '',
    `The ${STORE} team`,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(opts.firstName)),
    'Your code to reset your password is:',
    `<strong style="font-size:28px;letter-spacing:.3em">${escapeHtml(opts.code)}</strong>`,
    `It works once and expires in ${opts.minutes} minutes.`,
    'If you did not ask to reset your password, you can ignore this email: your password stays as it is.',
  ]);
  return { kind: 'reset-code', subject, text, html };
}

export function verifyEmailMail(opts: { firstName?: string; link: string; hours: number }): MailContent {
  const subject = `Please confirm your email address for ${STORE}`;
  const text = [
    greeting(opts.firstName),
    '',
    'Please confirm that this is your email address by opening this link:',
    opts.link,
    '',
    `The link works for ${opts.hours} hours. If you did not create an ${STORE} account, you can ignore this email.`,
    '',
    `The ${STORE} team`,
  ].join('\n');
  const link = escapeHtml(opts.link);
  const html = layout(subject, [
    escapeHtml(greeting(opts.firstName)),
    'Please confirm that this is your email address:',
    `<a href="${link}" style="display:inline-block;background:#222;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px">Confirm my email address</a>`,
    `Or copy this address into your browser: <br><span style="word-break:break-all">${link}</span>`,
    `The link works for ${opts.hours} hours. If you did not create an ${STORE} account, you can ignore this email.`,
  ]);
  return { kind: 'verify-email', subject, text, html };
}

export function welcomeMail(opts: { firstName?: string; shopUrl: string }): MailContent {
  const subject = `Welcome to ${STORE}`;
  const text = [
    greeting(opts.firstName),
    '',
    `Thank you for confirming your email address. Your ${STORE} account is ready.`,
    'Standard UK delivery is free, and you can return items within 14 days of receipt.',
    '',
    `Start shopping: ${opts.shopUrl}`,
    '',
    `The ${STORE} team`,
  ].join('\n');
  const html = layout(subject, [
    escapeHtml(greeting(opts.firstName)),
    `Thank you for confirming your email address. Your ${STORE} account is ready.`,
    'Standard UK delivery is free, and you can return items within 14 days of receipt.',
    `<a href="${escapeHtml(opts.shopUrl)}">Start shopping</a>`,
  ]);
  return { kind: 'welcome', subject, text, html };
}

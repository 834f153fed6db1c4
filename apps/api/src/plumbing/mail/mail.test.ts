import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { ManualClock } from '../../lib/clock.ts';
import {
  accountsTestApp,
  codeIn,
  GOOD_PASSWORD,
  login,
  registerUser,
  uniqueEmail,
  verificationLinkIn,
  type AccountsTestContext,
} from '../../test/accounts.ts';
import { createMailer } from './mailer.ts';
import { resetCodeMail, verifyEmailMail, welcomeMail } from '../../modules/customers/account-templates.tsx';
import { renderMail } from './render.ts';
import { defaultShopTerms } from '../../test/shop-terms.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port; every message it receives is kept, whole. */
async function startSmtp() {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        waiters.splice(0).forEach((w) => w());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The next message for an address (waits for it to arrive). */
    async next(to: string, subject: RegExp): Promise<Received> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.find((m) => m.to.includes(to) && subject.test(decoded(m.raw)));
        if (found) {
          received.splice(received.indexOf(found), 1);
          return found;
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read the plain-text part. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

describe('mail over real SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: AccountsTestContext;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await accountsTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Atelier Test <shop@atelier.test>' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('the whole password reset runs on the code read from the received mail', async () => {
    const { email } = await registerUser(t.app);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } })).statusCode).toBe(200);

    const mail = await smtp.next(email, /Subject: Your Atelier password reset code/);
    expect(mail.from).toBe('shop@atelier.test');
    const text = decoded(mail.raw);
    expect(text).toMatch(/^From: Atelier Test <shop@atelier\.test>$/m);
    expect(text).toMatch(/Content-Type: multipart\/alternative/);
    expect(text).toMatch(/Content-Type: text\/html/);
    const code = codeIn(text);

    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/verify-reset-code', payload: { email, code } });
    expect(verified.statusCode).toBe(200);
    const newPassword = 'Herringbone-Coat-8';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email, resetToken: verified.json().resetToken, newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(t.app, email, newPassword)).statusCode).toBe(200);
    expect((await login(t.app, email, GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it('registration mails a verification link that works', async () => {
    const { email, token } = await registerUser(t.app);
    const mail = await smtp.next(email, /Subject: Please confirm your email address/);
    const link = new URL(verificationLinkIn(decoded(mail.raw)));
    const res = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
    expect(res.headers.location).toBe('/account-details?verified=1');
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().user.emailVerified).toBe(true);
    await smtp.next(email, /Subject: Welcome to Atelier/);
  });

  it('an unknown address receives nothing', async () => {
    const nobody = uniqueEmail('nobody');
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: nobody } });
    await t.app.mailer.flush();
    expect(smtp.received.filter((m) => m.to.includes(nobody))).toHaveLength(0);
  });
});

describe('the outbox (development and tests without SMTP_URL)', () => {
  it('writes each mail as an .eml file with a .json summary, and logs the path', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'atelier-outbox-'));
    const lines: string[] = [];
    const log = { info: (_o: unknown, msg?: string) => void lines.push(String(msg)), warn: () => {}, error: () => {} };
    try {
      const config = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const mailer = createMailer({ config, clock: new ManualClock(), log: log as never, shopTerms: async () => defaultShopTerms(config) });
      expect(mailer.transport).toBe('outbox');
      await mailer.send({ to: 'reader@example.co.uk', ...resetCodeMail({ firstName: 'Ada', code: '042917', minutes: 5 }) });
      await mailer.close();

      const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
      // The summary, the message as sent, and its HTML part to open in a browser.
      expect(files.map((f) => path.extname(f)).sort()).toEqual(['.eml', '.html', '.json']);
      const summary = JSON.parse(
        await fs.readFile(
          path.join(
            dataDir,
            'outbox',
            files.find((f) => f.endsWith('.json'))!,
          ),
          'utf8',
        ),
      );
      expect(summary).toMatchObject({
        kind: 'reset-code',
        to: 'reader@example.co.uk',
        from: 'Atelier <hello@atelier.local>',
        subject: 'Your Atelier password reset code',
      });
      expect(summary.text).toContain('Your code to reset your password is: 042917');
      const eml = await fs.readFile(summary.eml, 'utf8');
      expect(eml).toMatch(/^To: reader@example\.co\.uk$/m);
      expect(eml).toMatch(/^Date: Sun, 22 Nov 2026 10:00:00 \+0000$/m);
      expect(lines.some((l) => l.includes(summary.eml))).toBe(true);
      expect(await fs.readFile(summary.html, 'utf8')).toContain('042917');
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('templates', () => {
  it('say what they are for in plain text and HTML, escaping what a person typed', async () => {
    const verify = await renderMail(
      verifyEmailMail({
        firstName: '<b>Ada</b>',
        link: 'http://localhost:3000/api/auth/verify-email?token=abc&x=1',
        hours: 48,
      }),
      defaultShopTerms(),
    );
    expect(verify.text).toContain('http://localhost:3000/api/auth/verify-email?token=abc&x=1');
    expect(verify.html).toContain('href="http://localhost:3000/api/auth/verify-email?token=abc&amp;x=1"');
    expect(verify.html).toContain('Hello &lt;b&gt;Ada&lt;/b&gt;,');
    expect(verify.html).not.toContain('<b>Ada</b>');
    const welcome = await renderMail(welcomeMail({ firstName: 'Ada', shopUrl: 'http://localhost:3000/' }), defaultShopTerms());
    expect(welcome.text).toContain('Free UK delivery on every order. Free returns within 14 days of receipt.');
    expect(welcome.html).toContain('lang="en-GB"');
  });

  it('render the text part from the same template, links spelled out and the company named', async () => {
    const reset = await renderMail(resetCodeMail({ firstName: 'Ada', code: '042917', minutes: 5 }), defaultShopTerms());
    expect(reset.text).toContain('Hello Ada,\n\nYour code to reset your password is: 042917\n\nIt works once and expires in 5 minutes.');
    expect(reset.html).toContain('>042917</strong>');
    const welcome = await renderMail(welcomeMail({ shopUrl: 'http://localhost:3000/' }), defaultShopTerms());
    expect(welcome.text).toContain('Start shopping: http://localhost:3000/');
    expect(welcome.text).toContain(
      'Atelier London Ltd, 12 Marylebone Lane, London W1U 2NE, United Kingdom. Registered in England and Wales, company no. 14829307.',
    );
    expect(welcome.text).not.toContain('<');
  });
});

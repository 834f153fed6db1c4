import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { ShopTerms } from '@atelier/contract/settings';
import type { Config } from '../../config.ts';
import type { Clock } from '../../lib/clock.ts';
import { renderMail, type MailContent, type RenderedMail } from './render.ts';

export interface OutgoingMail extends MailContent {
  to: string;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL; otherwise 'outbox' (files under DATA_DIR/outbox). */
  readonly transport: 'smtp' | 'outbox';
  readonly outboxDir: string;
  send(mail: OutgoingMail): Promise<void>;
  /**
   * Sends without holding up the request (forgot-password must answer in the same time whether or
   * not a mail goes out); a failure is logged, never thrown. It may be given the work that decides
   * on the mail (a promise of it, or of undefined for none), which then also runs after the answer.
   */
  sendLater(mail: OutgoingMail | Promise<OutgoingMail | undefined>): void;
  /** Waits for every mail handed to sendLater so far. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Orders outbox files written within the same millisecond (or under a clock that stands still). */
let sequence = 0;

/** `shopTerms` reads the settings in force (the settings module's terms()) for each mail as it goes out. */
export function createMailer(opts: { config: Config; clock: Clock; log: Log; shopTerms: () => Promise<ShopTerms> }): Mailer {
  const { config, clock, log, shopTerms } = opts;
  const outboxDir = path.join(config.dataDir, 'outbox');
  const pending = new Set<Promise<void>>();

  const smtp = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom }) : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  /** When a mail was sent and its place among them, taken before it is rendered (renders finish in any order). */
  function stamp(): { date: Date; order: number } {
    sequence = (sequence + 1) % 1_000_000;
    return { date: clock.now(), order: sequence };
  }

  async function writeToOutbox(
    mail: OutgoingMail,
    { html, text }: RenderedMail,
    { date, order }: { date: Date; order: number },
  ): Promise<void> {
    // Sortable by time, then by order of sending; unique across processes.
    const base = `${date.toISOString().replace(/[:.]/g, '-')}-${String(order).padStart(6, '0')}-${mail.kind}-${randomBytes(3).toString('hex')}`;
    const info = await composer.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text,
      html,
      date,
    });
    await fs.mkdir(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${base}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    // The HTML part as its own file, to open in a browser as the reader sees it.
    const htmlFile = path.join(outboxDir, `${base}.html`);
    await fs.writeFile(htmlFile, html);
    const summary = {
      kind: mail.kind,
      to: mail.to,
      from: config.mailFrom,
      subject: mail.subject,
      date: date.toISOString(),
      text,
      eml: file,
      html: htmlFile,
    };
    await fs.writeFile(path.join(outboxDir, `${base}.json`), `${JSON.stringify(summary, null, 2)}\n`);
    log.info({ kind: mail.kind, file }, `mail "${mail.subject}" written to ${file}`);
  }

  async function send(mail: OutgoingMail): Promise<void> {
    const sent = stamp();
    const rendered = await renderMail(mail, await shopTerms());
    if (!smtp) return writeToOutbox(mail, rendered, sent);
    await smtp.sendMail({ to: mail.to, subject: mail.subject, ...rendered, date: clock.now() });
    log.info({ kind: mail.kind }, `mail "${mail.subject}" sent`);
  }

  return {
    transport: smtp ? 'smtp' : 'outbox',
    outboxDir,
    send,
    sendLater(mail) {
      const p = Promise.resolve(mail)
        .then((m) => (m ? send(m) : undefined))
        .catch((err: unknown) => log.error({ err }, 'mail could not be sent'))
        .finally(() => pending.delete(p));
      pending.add(p);
    },
    async flush() {
      while (pending.size) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      smtp?.close();
      composer.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Makes app.mailer available to every module (orders, contact and newsletter mail too). */
export const mailPlugin = fp<{ config: Config; clock: Clock; shopTerms: () => Promise<ShopTerms> }>(
  async (app, { config, clock, shopTerms }) => {
    const mailer = createMailer({ config, clock, log: app.log, shopTerms });
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'atelier-mail' },
);

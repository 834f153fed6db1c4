import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

/** The server's outbox (no SMTP in the tests): each mail is a .json summary, its .eml and its .html. */
const outboxDir = path.join(process.env.ATELIER_E2E_DATA_DIR ?? '', 'outbox');

export interface OutboxMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  eml: string;
  html: string;
}

/** Every mail of a kind to an address, oldest first. */
export function mailsTo(to: string, kind: string): OutboxMail[] {
  if (!fs.existsSync(outboxDir)) return [];
  return fs
    .readdirSync(outboxDir)
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(outboxDir, n), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to && m.kind === kind);
}

/** The HTML of the newest mail of a kind to an address, once it has been written. */
export async function mailHtml(to: string, kind: string, timeout = 30_000): Promise<string> {
  await expect.poll(() => mailsTo(to, kind).length, { timeout }).toBeGreaterThan(0);
  return fs.readFileSync(mailsTo(to, kind).at(-1)!.html, 'utf8');
}

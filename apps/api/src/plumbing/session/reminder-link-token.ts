import type { Clock } from '../../lib/clock.ts';
import { linkTokens, type LinkClaims } from './link-tokens.ts';

/**
 * The links a checkout reminder carries (R24.5, R24.6): signed tokens naming the checkout and the
 * address it was sent to, with their own audience so they never open an order as an order link
 * does. 'restore' puts the basket back (a fortnight); 'unsubscribe' stops reminders, and keeps
 * working as long as anyone may still click an old mail.
 */
export type ReminderLinkPurpose = 'restore' | 'unsubscribe';
export type ReminderLinkClaims = LinkClaims<ReminderLinkPurpose>;

export function reminderLinkTokens(opts: { key: Uint8Array; clock: Clock }) {
  const tokens = linkTokens<ReminderLinkPurpose>({
    ...opts,
    audience: 'atelier:checkout-reminder',
    ttlSeconds: { restore: 14 * 86_400, unsubscribe: 5 * 365 * 86_400 },
  });
  return {
    sign: tokens.sign,
    /** The claims of a good, unexpired token of this purpose: a restore link never unsubscribes. */
    async verify(token: string, purpose: ReminderLinkPurpose): Promise<ReminderLinkClaims | undefined> {
      const claims = await tokens.verify(token);
      return claims?.purpose === purpose ? claims : undefined;
    },
  };
}
export type ReminderLinkTokens = ReturnType<typeof reminderLinkTokens>;

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import type { OrderLinkTokens } from '../../plumbing/session/order-link-token.ts';
import type { ReminderLinkTokens } from '../../plumbing/session/reminder-link-token.ts';
import type { SettingsService } from '../settings/service.ts';
import type { ProviderRegistry } from '../payments/providers/registry.ts';

/** What the checkout, payment and order services share. */
export interface CommerceDeps {
  db: Db;
  clock: Clock;
  config: Config;
  mailer: Pick<Mailer, 'sendLater'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  providers: ProviderRegistry;
  /** The owner's settings (R22.9), read per call: the one reader of store_settings' setting rows (R22.20). */
  settings: SettingsService;
  /** Signs the links that open a guest's order, for its mails (R5.15). */
  orderLinks: OrderLinkTokens;
  /** Signs the restore and unsubscribe links of checkout reminders (R24.5, R24.6). */
  reminderLinks: ReminderLinkTokens;
}

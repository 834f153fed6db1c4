import { ukDate } from '@atelier/contract/orders';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import { giftCardMail } from './gift-card-mail.tsx';
import { giftCardSalesRepository } from './gift-card-sales-repository.ts';
import { balanceLedger } from './ledger.ts';

/**
 * The mail of a sold gift card, on its send date (R23.13). Runs with the expiry sweeper, and at
 * once for a card paid for today. Each due sale is locked (SKIP LOCKED) and claimed by setting
 * sent_at in one transaction, which also draws the code it mails (`rekey`), so two instances never
 * send one twice; the mail goes only after the commit. A crash between the two loses that mail
 * rather than sending it twice, as checkout reminders do (decision 0056 says how it is resent).
 */
export function giftCardSends(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'sendLater'>;
  log: Pick<FastifyBaseLogger, 'info'>;
  config: { publicUrl: string };
}) {
  const { db, clock } = deps;

  /** One sweep, or one sale's own send: the number of cards mailed. */
  async function runOnce(opts: { batch?: number; saleId?: number } = {}): Promise<number> {
    const now = clock.now();
    const claimed = await inTransaction(db, async (tx) => {
      const repo = giftCardSalesRepository(tx);
      const ledger = balanceLedger(tx, now);
      const won = [];
      for (const due of await repo.lockDue(ukDate(now), opts.batch ?? 50, opts.saleId)) {
        if (!(await repo.claimSend(due.sale.id, now))) continue;
        won.push({ ...due, code: await ledger.rekey(due.sale.accountId!) });
      }
      return won;
    });
    for (const { sale, expiresAt, code } of claimed) {
      deps.mailer.sendLater({
        to: sale.recipientEmail,
        ...giftCardMail({
          recipientName: sale.recipientName,
          code,
          amountPence: sale.amountPence,
          message: sale.message,
          expiresAt,
          shopUrl: deps.config.publicUrl,
          from: sale.buyerName,
        }),
      });
    }
    if (claimed.length) deps.log.info({ sent: claimed.length }, 'gift cards mailed to their recipients');
    return claimed.length;
  }

  return { runOnce };
}
export type GiftCardSends = ReturnType<typeof giftCardSends>;

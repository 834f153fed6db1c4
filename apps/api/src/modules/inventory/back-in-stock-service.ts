import { BACK_IN_STOCK_MESSAGES, type BackInStockDemand, type BackInStockResponse } from '@atelier/contract/inventory';
import type { FastifyBaseLogger } from 'fastify';
import { inTransaction, type Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../plumbing/mail/mailer.ts';
import {
  backInStockAvailableMail,
  backInStockConfirmMail,
  backInStockListedMail,
  type BackInStockMailData,
} from './back-in-stock-mail.tsx';
import { backInStockRepository, type VariantFacts } from './back-in-stock-repository.ts';

export interface Requester {
  userId: number;
  email: string;
  verified: boolean;
}

/**
 * Back-in-stock requests (R21.13-R21.16). A signed-in customer's own verified address is listed at
 * once; any other address only once its owner opens the mailed link, so no one can be signed up by
 * someone else. When a size is in stock again, release() mails everyone waiting, oldest request first,
 * and ends their requests.
 */
export function backInStockService(deps: {
  db: Db;
  clock: Clock;
  mailer: Pick<Mailer, 'sendLater'>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}) {
  const { db, clock, mailer, publicUrl } = deps;
  const repo = backInStockRepository(db);
  const link = (path: string, token: string) => `${publicUrl}/api/back-in-stock/${path}?token=${encodeURIComponent(token)}`;
  const mailData = (v: VariantFacts, unsubscribeToken: string): BackInStockMailData => ({
    productName: v.productName,
    size: v.size,
    colour: v.colour,
    productUrl: `${publicUrl}/product-detail/${v.slug}`,
    unsubscribeUrl: link('unsubscribe', unsubscribeToken),
  });

  /** Mails the requests of every size that is in stock again; answers how many were mailed. A failure is logged, never thrown. */
  async function release(): Promise<number> {
    try {
      let sent = 0;
      for (const variantId of await repo.restockedVariants()) {
        const due = await inTransaction(db, (tx) => backInStockRepository(tx).takeWaiting(variantId, clock.now()));
        const variant = await repo.variantById(variantId);
        if (!variant) continue;
        for (const r of due) mailer.sendLater({ to: r.email, ...backInStockAvailableMail(mailData(variant, r.unsubscribeToken)) });
        sent += due.length;
      }
      return sent;
    } catch (err) {
      deps.log.error({ err }, 'back-in-stock mails could not be sent now; they go with the next restock');
      return 0;
    }
  }

  return {
    async request(variantGuid: string, email: string, who: Requester | null): Promise<BackInStockResponse> {
      const variant = await repo.variantByGuid(variantGuid);
      if (!variant) throw notFound(BACK_IN_STOCK_MESSAGES.notFound, 'VARIANT_NOT_FOUND');
      if (variant.quantity > 0) throw conflict(BACK_IN_STOCK_MESSAGES.inStock, 'IN_STOCK');
      const own = !!who && who.verified && who.email.toLowerCase() === email.toLowerCase();
      const wasOpen = await repo.open(variant.id, email, who?.userId ?? null, false, clock.now());
      const row = own ? await repo.open(variant.id, email, who!.userId, true, clock.now()) : wasOpen;
      const data = mailData(variant, row.unsubscribeToken);
      if (own) {
        // One mail saying so (with its unsubscribe link) the first time only.
        if (!wasOpen.confirmedAt) mailer.sendLater({ to: email, ...backInStockListedMail(data) });
        return { message: BACK_IN_STOCK_MESSAGES.confirmed, confirmed: true };
      }
      if (!row.confirmedAt) mailer.sendLater({ to: email, ...backInStockConfirmMail(data, link('confirm', row.confirmToken)) });
      // The same answer whether or not the address was listed already, so it tells a stranger nothing.
      return { message: BACK_IN_STOCK_MESSAGES.checkMail, confirmed: false };
    },

    async confirm(token: string): Promise<void> {
      const row = await repo.confirm(token, clock.now());
      if (!row) throw notFound(BACK_IN_STOCK_MESSAGES.badLink, 'BACK_IN_STOCK_TOKEN_UNKNOWN');
      // Confirmed while the size was already back: it is due at once.
      await release();
    },

    async unsubscribe(token: string): Promise<void> {
      if (!(await repo.unsubscribe(token, clock.now()))) throw notFound(BACK_IN_STOCK_MESSAGES.badLink, 'BACK_IN_STOCK_TOKEN_UNKNOWN');
    },

    release,

    async demand(): Promise<BackInStockDemand> {
      const rows = await repo.demand();
      return { rows: rows.map((r) => ({ ...r, oldestAt: new Date(r.oldestAt).toISOString() })) };
    },
  };
}
export type BackInStockService = ReturnType<typeof backInStockService>;

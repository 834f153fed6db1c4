import {
  type CheckoutReminderFigures,
  RECOVERY_WINDOW_DAYS,
  REMINDER_FIGURES_DAYS,
  REMINDER_MAX_LATE_HOURS,
  REMINDER_MESSAGES,
  type RestoredBasket,
} from '@atelier/contract/orders';
import { inTransaction } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { CartIdentity, CartService } from '../cart/service.ts';
import type { CartRow } from '../cart/repository.ts';
import { checkoutReminderMail } from './checkout-reminder-mail.tsx';
import { checkoutRemindersRepository, type DueReminder } from './checkout-reminders-repository.ts';
import type { CommerceDeps } from './deps.ts';
import { orderRepository } from './repository.ts';

const HOUR_MS = 3_600_000;
const badLink = () => notFound(REMINDER_MESSAGES.badLink, 'BAD_REMINDER_LINK');

/** Where the mail's links land in the storefront, which calls the API routes of this file. */
export const restoreBasketUrl = (publicUrl: string, token: string) => `${publicUrl}/restore-basket?link=${encodeURIComponent(token)}`;
export const reminderUnsubscribeUrl = (publicUrl: string, token: string) =>
  `${publicUrl}/reminders-unsubscribe?link=${encodeURIComponent(token)}`;

/**
 * Checkout reminders (R24, decision 0050). The sweep runs with the expiry sweeper (one home for the
 * shop's timed work): each due checkout is claimed by a row in checkout_reminders inside one
 * transaction (SKIP LOCKED, and the row's key), and only then mailed, so two instances never send
 * one twice and a restart loses nothing; a crash between the two loses that reminder rather than
 * sending it again, as the Click & collect reminder does.
 */
export function checkoutReminders(deps: CommerceDeps) {
  const { db, clock, config } = deps;

  async function send(due: DueReminder): Promise<void> {
    const repo = orderRepository(db);
    const order = await repo.byId(due.order_id);
    const customer = order && (await repo.customer(order.userId));
    if (!order || !customer) return;
    const lines = await repo.lines(order.id);
    const claims = { orderGuid: order.guid, email: customer.email.toLowerCase() };
    const [restore, unsubscribe] = await Promise.all([
      deps.reminderLinks.sign({ ...claims, purpose: 'restore' }),
      deps.reminderLinks.sign({ ...claims, purpose: 'unsubscribe' }),
    ]);
    deps.mailer.sendLater({
      to: customer.email,
      ...checkoutReminderMail({
        firstName: customer.firstName || undefined,
        lines: lines.map((l) => ({ name: l.productName, size: l.size, colour: l.colour, quantity: l.quantity })),
        restoreUrl: restoreBasketUrl(config.publicUrl, restore),
        unsubscribeUrl: reminderUnsubscribeUrl(config.publicUrl, unsubscribe),
      }),
    });
  }

  return {
    /** One sweep (R24.3, R24.4): the number of reminders claimed and sent. Nothing while the owner has them off. */
    async runOnce(batch = 50): Promise<number> {
      const { reminders } = await deps.settings.current();
      if (!reminders.checkoutReminders) return 0;
      const now = clock.now();
      const dueBefore = new Date(now.getTime() - reminders.checkoutReminderMinutes * 60_000);
      const notBefore = new Date(dueBefore.getTime() - REMINDER_MAX_LATE_HOURS * HOUR_MS);
      const claimed = await inTransaction(db, async (tx) => {
        const r = checkoutRemindersRepository(tx);
        const won: DueReminder[] = [];
        for (const due of await r.lockDue(dueBefore, notBefore, batch)) if (await r.claim(due, now)) won.push(due);
        return won;
      });
      for (const due of claimed) {
        try {
          await send(due);
        } catch (err) {
          deps.log.error({ err, orderId: due.order_id }, 'a checkout reminder could not be sent');
        }
      }
      if (claimed.length) deps.log.info({ reminded: claimed.length }, 'checkout reminders sent');
      return claimed.length;
    },

    /** R24.5: the reminded checkout's lines put back in the asker's cart, priced and stock-checked now. */
    async restore(token: string, cartOf: CartIdentity, carts: CartService): Promise<RestoredBasket & { row: CartRow | undefined }> {
      const claims = await deps.reminderLinks.verify(token, 'restore');
      const reminded = claims && (await checkoutRemindersRepository(db).reminded(claims.orderGuid, claims.email));
      if (!reminded) throw badLink();
      const lines = await orderRepository(db).lines(reminded.order_id);
      // A size deleted from the catalogue since cannot come back.
      const gone = lines.filter((l) => l.variantId === null).map((l) => l.productName);
      const put = await carts.restore(
        cartOf,
        lines.flatMap((l) => (l.variantId === null ? [] : [{ variantId: l.variantId, quantity: l.quantity, name: l.productName }])),
      );
      await checkoutRemindersRepository(db).markRestored(reminded.order_id, clock.now());
      const unavailable = [...gone, ...put.unavailable];
      return { restored: lines.length - unavailable.length, unavailable, row: put.row };
    },

    /** R24.6: one click stops every future reminder to the link's address. */
    async unsubscribe(token: string): Promise<{ message: string }> {
      const claims = await deps.reminderLinks.verify(token, 'unsubscribe');
      if (!claims) throw badLink();
      await checkoutRemindersRepository(db).optOut(claims.email, clock.now());
      return { message: REMINDER_MESSAGES.unsubscribed };
    },

    /** R24.2: the shopper's refusal at checkout, kept for every later checkout of the address. */
    async refuse(email: string): Promise<void> {
      await checkoutRemindersRepository(db).optOut(email, clock.now());
    },

    /** R24.8: the owner's figures over the last days. */
    async figures(): Promise<CheckoutReminderFigures> {
      const { reminders } = await deps.settings.current();
      const since = new Date(clock.now().getTime() - REMINDER_FIGURES_DAYS * 24 * HOUR_MS);
      const f = await checkoutRemindersRepository(db).figures(since, RECOVERY_WINDOW_DAYS);
      return {
        enabled: reminders.checkoutReminders,
        delayMinutes: reminders.checkoutReminderMinutes,
        days: REMINDER_FIGURES_DAYS,
        sent: f.sent,
        restored: f.restored,
        recovered: f.recovered,
        recoveredPence: f.recovered_pence,
        optOuts: f.opt_outs,
      };
    },
  };
}
export type CheckoutReminders = ReturnType<typeof checkoutReminders>;

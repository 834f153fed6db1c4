import type { GiftCardSends } from '../balances/gift-card-sends.ts';
import type { CheckoutReminders } from './checkout-reminders.ts';
import { collectReminders } from './collect-reminders.ts';
import { lapseExchangeHolds } from './exchanges.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { orderRepository } from './repository.ts';

export const EXPIRED_REASON = 'Not paid within the time allowed.';

/**
 * Gives back the stock of checkouts nobody paid for (R3.9). Driven only by
 * orders.reservation_expires_at, so a restart loses nothing; each order is taken with SKIP LOCKED,
 * so several instances can sweep at once without doing the same order twice. Reading such an
 * order (success page, order detail) expires it too, without waiting for the next sweep. The same
 * sweep reminds customers of Click & collect orders left at the studio (R20.19), ends the exchange
 * holds that ran out (R21.21), reminds shoppers of checkouts they left unpaid (R24.4) and mails the
 * gift cards sold whose send date has come (R23.13).
 */
export function expirySweeper(
  deps: CommerceDeps,
  lifecycle: OrderLifecycle,
  intervalSeconds: number,
  checkouts: CheckoutReminders,
  giftCards: GiftCardSends,
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const reminders = collectReminders(deps);

  async function runOnce(batch = 100): Promise<number> {
    const due = await orderRepository(deps.db).expiredReservations(deps.clock.now(), batch);
    let expired = 0;
    for (const { id } of due) {
      if (await lifecycle.expire(id, EXPIRED_REASON, { skipLocked: true })) expired += 1;
    }
    if (expired) deps.log.info({ expired }, 'unpaid checkouts expired and their stock released');
    return expired;
  }

  return {
    runOnce,
    /** The Click & collect reminders of one sweep (R20.19). */
    remindCollections: reminders.runOnce,
    /** The checkout reminders of one sweep (R24.4). */
    remindCheckouts: checkouts.runOnce,
    /** The exchange holds that ran out, released (R21.21). */
    lapseExchanges: () => lapseExchangeHolds(deps),
    /** The sold gift cards due today, mailed once (R23.13). */
    sendGiftCards: (batch?: number) => giftCards.runOnce({ batch }),
    start() {
      if (intervalSeconds <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((err: unknown) => deps.log.error({ err }, 'expiry sweep failed'))
          .then(() => reminders.runOnce())
          .catch((err: unknown) => deps.log.error({ err }, 'collect reminder sweep failed'))
          .then(() => checkouts.runOnce())
          .catch((err: unknown) => deps.log.error({ err }, 'checkout reminder sweep failed'))
          .then(() => lapseExchangeHolds(deps))
          .catch((err: unknown) => deps.log.error({ err }, 'exchange hold sweep failed'))
          .then(() => giftCards.runOnce())
          .catch((err: unknown) => deps.log.error({ err }, 'gift card send sweep failed'))
          .finally(() => {
            running = undefined;
          });
      }, intervalSeconds * 1000);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
export type ExpirySweeper = ReturnType<typeof expirySweeper>;

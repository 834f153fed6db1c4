import { collectReminders } from './collect-reminders.ts';
import type { CommerceDeps } from './deps.ts';
import type { OrderLifecycle } from './lifecycle.ts';
import { orderRepository } from './repository.ts';

export const EXPIRED_REASON = 'Not paid within the time allowed.';

/**
 * Gives back the stock of checkouts nobody paid for (R3.9). Driven only by
 * orders.reservation_expires_at, so a restart loses nothing; each order is taken with SKIP LOCKED,
 * so several instances can sweep at once without doing the same order twice. Reading such an
 * order (success page, order detail) expires it too, without waiting for the next sweep. The same
 * sweep reminds customers of Click & collect orders left at the studio (R20.19).
 */
export function expirySweeper(deps: CommerceDeps, lifecycle: OrderLifecycle, intervalSeconds: number) {
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
    start() {
      if (intervalSeconds <= 0 || timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = runOnce()
          .catch((err: unknown) => deps.log.error({ err }, 'expiry sweep failed'))
          .then(() => reminders.runOnce())
          .catch((err: unknown) => deps.log.error({ err }, 'collect reminder sweep failed'))
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

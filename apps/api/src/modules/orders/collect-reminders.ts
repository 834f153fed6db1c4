import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import { inTransaction } from '../../db/client.ts';
import { orders } from '../../db/schema/orders.ts';
import type { CommerceDeps } from './deps.ts';
import { sendNotices } from './notify.ts';

const DAY_MS = 86_400_000;

/**
 * Reminds a customer whose Click & collect order has waited at the studio for the days the owner
 * set (R20.19), once. Each order is claimed (collect_reminded_at set, SKIP LOCKED) in one
 * transaction before its mail goes, so two instances sweeping at once never mail it twice; a
 * crash between the two loses that reminder rather than sending it again.
 */
export function collectReminders(deps: CommerceDeps) {
  async function runOnce(batch = 100): Promise<number> {
    const now = deps.clock.now();
    const days = (await deps.settings.current()).delivery.collectReminderDays;
    const readyBefore = new Date(now.getTime() - days * DAY_MS);
    const claimed = await inTransaction(deps.db, async (tx) => {
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'ReadyToCollect'), isNull(orders.collectRemindedAt), lte(orders.readyAt, readyBefore)))
        .orderBy(asc(orders.readyAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      if (!due.length) return [];
      const ids = due.map((r) => r.id);
      await tx.update(orders).set({ collectRemindedAt: now }).where(inArray(orders.id, ids));
      return ids;
    });
    await sendNotices(
      deps,
      claimed.map((orderId) => ({ kind: 'collect-reminder', orderId })),
    );
    if (claimed.length) deps.log.info({ reminded: claimed.length }, 'Click & collect reminders sent');
    return claimed.length;
  }
  return { runOnce };
}
export type CollectReminders = ReturnType<typeof collectReminders>;

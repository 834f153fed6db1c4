import type { OrderDetail } from '@atelier/contract/orders';
import type { Db } from '../../db/client.ts';
import type { CommerceDeps } from './deps.ts';
import { orderRepository, type OrderRow } from './repository.ts';
import { returnsRepository } from './returns-repository.ts';
import { toDetail } from './views.ts';

/** An order as its detail shows it, with its lines, moves, item returns and the shop's return window. */
export async function loadDetail(deps: Pick<CommerceDeps, 'clock' | 'settings'>, db: Db, order: OrderRow): Promise<OrderDetail> {
  const repo = orderRepository(db);
  const [lines, events, returns, settings] = await Promise.all([
    repo.lines(order.id),
    repo.events(order.id),
    returnsRepository(db).ofOrder(order.id),
    deps.settings.current(db),
  ]);
  return toDetail(order, lines, events, deps.clock.now(), { returns, windowDays: settings.returns.returnWindowDays });
}

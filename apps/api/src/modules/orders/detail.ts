import { inArray } from 'drizzle-orm';
import type { OrderDetail } from '@atelier/contract/orders';
import { orderReturnBlockReason } from '@atelier/contract/returns';
import { penceToPounds } from '@atelier/contract/shared';
import type { Db } from '../../db/client.ts';
import { orders, paymentSessions } from '../../db/schema/orders.ts';
import { balanceRepository } from '../balances/repository.ts';
import { styleVariantsOf } from '../catalogue/style-variants.ts';
import type { CommerceDeps } from './deps.ts';
import { orderRepository, type OrderLineRow, type OrderRow } from './repository.ts';
import { returnsRepository, type OrderReturnRow } from './returns-repository.ts';
import { type ExchangeOrder, toDetail } from './views.ts';

/** The replacement orders of an order's exchanges (R21.22), with the payment page of a difference still unpaid. */
async function exchangeOrders(db: Db, returns: OrderReturnRow[]): Promise<Map<number, ExchangeOrder>> {
  const ids = returns.flatMap((r) => (r.exchangeOrderId === null ? [] : [r.exchangeOrderId]));
  if (!ids.length) return new Map();
  const [rows, sessions] = await Promise.all([
    db
      .select({ id: orders.id, orderNumber: orders.orderNumber, guid: orders.guid, totalPence: orders.totalPence, status: orders.status })
      .from(orders)
      .where(inArray(orders.id, ids)),
    db
      .select({ orderId: paymentSessions.orderId, url: paymentSessions.url })
      .from(paymentSessions)
      .where(inArray(paymentSessions.orderId, ids)),
  ]);
  return new Map(
    rows.map((o) => [
      o.id,
      { ...o, payUrl: o.status === 'PendingPayment' ? (sessions.find((s) => s.orderId === o.id)?.url ?? null) : null },
    ]),
  );
}

/** While items may be returned, each line's exchange options: the style's other sizes and colours in stock (R21.20). */
async function exchangeOptions(db: Db, lines: OrderLineRow[]): Promise<Map<number, OrderDetail['items'][number]['exchangeOptions']>> {
  const found = await styleVariantsOf(
    db,
    lines.flatMap((l) => (l.variantId === null || l.isFinalSale ? [] : [l.variantId])),
  );
  return new Map(
    lines.map((l) => [
      l.id,
      found
        .filter((v) => v.ofVariantId === l.variantId)
        .map((v) => ({
          variantGuid: v.variantGuid,
          name: v.name,
          colour: v.colour,
          size: v.size,
          price: penceToPounds(v.pricePence),
          stock: v.stock,
        })),
    ]),
  );
}

/** An order as its detail shows it, with its lines, moves, item returns and exchanges, and the shop's return window. */
export async function loadDetail(deps: Pick<CommerceDeps, 'clock' | 'settings'>, db: Db, order: OrderRow): Promise<OrderDetail> {
  const repo = orderRepository(db);
  const [lines, events, returns, settings, customer, toCredit] = await Promise.all([
    repo.lines(order.id),
    repo.events(order.id),
    returnsRepository(db).ofOrder(order.id),
    deps.settings.current(db),
    repo.customer(order.userId),
    order.refundedPence > 0 ? balanceRepository(db).refundedToStoreCredit(order.id) : 0,
  ]);
  const windowDays = settings.returns.returnWindowDays;
  const open = orderReturnBlockReason(order, deps.clock.now(), windowDays) === null;
  const [options, replacements] = await Promise.all([open ? exchangeOptions(db, lines) : new Map(), exchangeOrders(db, returns)]);
  return toDetail(order, lines, events, deps.clock.now(), {
    returns,
    windowDays,
    exchangeOptions: options,
    exchangeOrders: replacements,
    storeCredit: { refundedPence: toCredit, allowed: customer?.guest === false },
  });
}

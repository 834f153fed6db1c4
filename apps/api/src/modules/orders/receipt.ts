import { type OrderAddress, isVisibleInHistory, postalLines, statusLabel, receiptAmounts, type VatReceipt } from '@atelier/contract/orders';
import { orderPayments } from '@atelier/contract/balances';
import { notFound } from '../../lib/errors.ts';
import { balanceRepository } from '../balances/repository.ts';
import type { CommerceDeps } from './deps.ts';
import { orderDiscountPence } from './discount.ts';
import { orderRepository } from './repository.ts';
import { returnsRepository } from './returns-repository.ts';

/** A paid order's VAT receipt for its owner (R21.17); anyone else, or an unpaid order, gets 404. */
export async function vatReceipt(deps: CommerceDeps, userId: number, guid: string): Promise<VatReceipt> {
  const repo = orderRepository(deps.db);
  const order = await repo.byGuid(guid);
  if (!order || order.userId !== userId || !isVisibleInHistory(order.status)) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  const [lines, returns, events, settings, toStoreCreditPence] = await Promise.all([
    repo.lines(order.id),
    returnsRepository(deps.db).ofOrder(order.id),
    repo.events(order.id),
    deps.settings.current(),
    order.refundedPence > 0 ? balanceRepository(deps.db).refundedToStoreCredit(order.id) : 0,
  ]);
  // The one VAT rule at the order's own rate: its totals are the VAT stored at checkout (R1.5).
  const amounts = receiptAmounts(
    lines.map((l) => ({ lineId: l.id, unitPricePence: l.unitPricePence, quantity: l.quantity })),
    { ...order, discountPence: orderDiscountPence(order) },
  );
  const { shop } = settings;
  const a = order.shippingAddress as Partial<OrderAddress>;
  // An exchange credits only the difference it refunded: one at the same price is no credit (R21.25).
  const approved = returns.filter((r) => r.status === 'Approved' && !(r.exchangeOrderId !== null && !r.refundPence));
  const replaces = order.replacesOrderId === null ? undefined : await repo.byId(order.replacesOrderId);
  const lineOf = (id: number) => lines.find((l) => l.id === id);
  // Item returns name their items; a cancellation or whole-order refund credits every line; a
  // goodwill refund names none. What the items do not account for is credited besides (R21.19).
  const whole = !approved.length && order.refundedPence >= order.totalPence;
  const creditItems = approved.length
    ? approved.map((r) => ({
        name: lineOf(r.orderLineId)?.productName ?? '',
        size: lineOf(r.orderLineId)?.size ?? '',
        quantity: r.quantity,
        refundPence: r.refundPence,
      }))
    : whole
      ? lines.map((l) => ({ name: l.productName, size: l.size, quantity: l.quantity, refundPence: null }))
      : [];
  const otherPence = whole ? 0 : order.refundedPence - creditItems.reduce((n, i) => n + (i.refundPence ?? 0), 0);
  const lastRefund = [...events].reverse().find((e) => ['Cancelled', 'Refunded', 'PartlyRefunded'].includes(e.toStatus));
  return {
    seller: {
      name: shop.name,
      legalName: shop.legalName,
      companyNumber: shop.companyNumber,
      addressLines: shop.addressLines,
      vatNumber: shop.vatNumber,
    },
    orderGuid: order.guid,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    status: order.status,
    statusLabel: statusLabel(order.status),
    customer: {
      name: a.fullName ?? '',
      // A Click & collect buyer gave no address: none is named, never a lone country (R20.18).
      addressLines: postalLines(a),
    },
    vatRatePercent: amounts.vatRatePercent,
    lines: amounts.lines.map((l) => {
      const line = lineOf(l.lineId)!;
      return { ...l, name: line.productName, size: line.size, colour: line.colour, quantity: line.quantity };
    }),
    discount: amounts.discount,
    exchangeFor: replaces?.orderNumber ?? null,
    delivery: amounts.delivery,
    totals: amounts.totals,
    payments: orderPayments(order),
    credit: amounts.credit
      ? {
          ...amounts.credit,
          issuedAt: (lastRefund?.createdAt ?? order.createdAt).toISOString(),
          items: creditItems,
          otherPence,
          toStoreCreditPence,
        }
      : null,
  };
}

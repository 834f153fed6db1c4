import { type OrderAddress, isVisibleInHistory, statusLabel, receiptAmounts, type VatReceipt } from '@atelier/contract/orders';
import { notFound } from '../../lib/errors.ts';
import type { CommerceDeps } from './deps.ts';
import { orderDiscountPence } from './discount.ts';
import { orderRepository } from './repository.ts';
import { returnsRepository } from './returns-repository.ts';

/** A paid order's VAT receipt for its owner (R21.17); anyone else, or an unpaid order, gets 404. */
export async function vatReceipt(deps: CommerceDeps, userId: number, guid: string): Promise<VatReceipt> {
  const repo = orderRepository(deps.db);
  const order = await repo.byGuid(guid);
  if (!order || order.userId !== userId || !isVisibleInHistory(order.status)) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
  const [lines, returns, events, settings] = await Promise.all([
    repo.lines(order.id),
    returnsRepository(deps.db).ofOrder(order.id),
    repo.events(order.id),
    deps.settings.current(),
  ]);
  const amounts = receiptAmounts(
    lines.map((l) => ({ lineId: l.id, unitPricePence: l.unitPricePence, quantity: l.quantity })),
    orderDiscountPence(order),
    order.shippingPence,
    order.refundedPence,
  );
  const { shop } = settings;
  const a = order.shippingAddress as Partial<OrderAddress>;
  const approved = returns.filter((r) => r.status === 'Approved');
  const lineOf = (id: number) => lines.find((l) => l.id === id);
  // Item returns name their items; a cancellation or whole-order refund credits every line.
  const creditItems = approved.length
    ? approved.map((r) => ({
        name: lineOf(r.orderLineId)?.productName ?? '',
        size: lineOf(r.orderLineId)?.size ?? '',
        quantity: r.quantity,
        refundPence: r.refundPence,
      }))
    : lines.map((l) => ({ name: l.productName, size: l.size, quantity: l.quantity, refundPence: null }));
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
      addressLines: [a.addressLine1, a.addressLine2, [a.city, a.postcode].filter(Boolean).join(' '), a.country].filter(
        (l): l is string => !!l?.trim(),
      ),
    },
    vatRatePercent: amounts.vatRatePercent,
    lines: amounts.lines.map((l) => {
      const line = lineOf(l.lineId)!;
      return { ...l, name: line.productName, size: line.size, colour: line.colour, quantity: line.quantity };
    }),
    discount: amounts.discount,
    delivery: amounts.delivery,
    totals: amounts.totals,
    credit: amounts.credit
      ? { ...amounts.credit, issuedAt: (lastRefund?.createdAt ?? order.createdAt).toISOString(), items: creditItems }
      : null,
  };
}

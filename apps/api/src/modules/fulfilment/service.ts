import { csvField } from '@atelier/contract/shared';
import { type AdminOrderListQuery, postalLines, type PostalParts, statusLabelFor, UNPAID_STATUSES } from '@atelier/contract/orders';
import { DELIVERY_LABELS, estimateText } from '@atelier/contract/checkout';
import { ORDER_CSV_COLUMNS, type OrderNotes, type PackingSlip, trackingOf } from '@atelier/contract/fulfilment';
import { penceToPoundsText } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditEntry } from '../../kit/audit.ts';
import type { SettingsService } from '../settings/service.ts';
import { fulfilmentRepository } from './repository.ts';

const ukTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** "23/11/2026 16:40", UK time: what a spreadsheet reads as a date and time. */
const ukDateTime = (d: Date | null) => (d ? ukTime.format(d).replace(',', '') : '');

interface StoredAddress {
  fullName?: string;
  phoneNumber?: string;
  addressNote?: string;
}

/** Packing slips (R22.4): only for paid orders, with the shop's own details from its settings. */
export function fulfilmentService(db: Db, settings: SettingsService, clock: Clock) {
  const repo = fulfilmentRepository(db);

  async function orderId(guid: string): Promise<{ id: number; orderNumber: string }> {
    const found = await repo.order(guid);
    if (!found) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
    return found.order;
  }

  return {
    /** The orders the list's filters find, one CSV line per order line, UTF-8 with a BOM for Excel (R22.3). */
    async ordersCsv(q: Omit<AdminOrderListQuery, 'page'>): Promise<{ csv: string; orders: number }> {
      const rows = await repo.exportLines(q);
      const lines = rows.map(({ order: o, line: l, ...r }) => {
        const a = o.shippingAddress as { city?: string; postcode?: string };
        const tracking = trackingOf(o.carrier, o.trackingNumber);
        const cells = [
          o.orderNumber,
          ukDateTime(o.createdAt),
          ukDateTime(o.paidAt),
          statusLabelFor(o.status, o.deliveryMethod),
          `${r.firstName} ${r.lastName}`.trim(),
          r.email,
          r.sku ?? '',
          l.productName,
          l.colour,
          l.size,
          String(l.quantity),
          penceToPoundsText(l.unitPricePence),
          penceToPoundsText(l.lineTotalPence),
          penceToPoundsText(o.itemsPence),
          penceToPoundsText(o.discountPence),
          penceToPoundsText(o.shippingPence),
          // The VAT stored at checkout by the one rule (R1.5), never worked out here.
          penceToPoundsText(o.vatPence),
          penceToPoundsText(o.totalPence),
          penceToPoundsText(o.refundedPence),
          a.city ?? '',
          a.postcode ?? '',
          DELIVERY_LABELS[o.deliveryMethod],
          o.deliveryFrom && o.deliveryTo ? (o.deliveryFrom === o.deliveryTo ? o.deliveryFrom : `${o.deliveryFrom}/${o.deliveryTo}`) : '',
          tracking?.carrierLabel ?? '',
          tracking?.number ?? '',
        ];
        return cells.map(csvField).join(',');
      });
      const csv = `\uFEFF${[ORDER_CSV_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
      return { csv, orders: new Set(rows.map((r) => r.order.id)).size };
    },

    async notes(guid: string): Promise<OrderNotes> {
      const rows = await repo.notes((await orderId(guid)).id);
      return { notes: rows.map((n) => ({ id: n.id, body: n.body, at: n.at.toISOString(), author: n.author })) };
    },

    async addNote(guid: string, authorId: number, body: string): Promise<{ notes: OrderNotes; audit: AuditEntry }> {
      const order = await orderId(guid);
      await repo.addNote(order.id, authorId, body, clock.now());
      return { notes: await this.notes(guid), audit: { action: 'order.note', target: `order ${order.orderNumber}` } };
    },

    async packingSlip(guid: string): Promise<PackingSlip> {
      const found = await repo.order(guid);
      if (!found || UNPAID_STATUSES.includes(found.order.status)) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
      const { order } = found;
      const [lines, current] = await Promise.all([repo.lines(order.id), settings.current()]);
      const address = order.shippingAddress as StoredAddress & PostalParts;
      return {
        orderGuid: order.guid,
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        statusLabel: statusLabelFor(order.status, order.deliveryMethod),
        delivery: {
          method: order.deliveryMethod,
          label: DELIVERY_LABELS[order.deliveryMethod],
          promise:
            order.deliveryFrom && order.deliveryTo
              ? estimateText(order.deliveryMethod, { from: order.deliveryFrom, to: order.deliveryTo })
              : '',
        },
        customer: { name: `${found.firstName} ${found.lastName}`.trim(), email: found.email },
        deliverTo: {
          fullName: address.fullName ?? '',
          lines: order.deliveryMethod === 'collect' ? [] : postalLines(address),
          phoneNumber: address.phoneNumber ?? '',
          note: address.addressNote ?? '',
        },
        orderNote: order.orderNote,
        lines: lines.map(({ line, sku }) => ({
          sku,
          name: line.productName,
          colour: line.colour,
          size: line.size,
          quantity: line.quantity,
          isFinalSale: line.isFinalSale,
        })),
        units: lines.reduce((n, l) => n + l.line.quantity, 0),
        shop: current.shop,
      };
    },
  };
}
export type FulfilmentService = ReturnType<typeof fulfilmentService>;

import type { PackingSlip } from '@atelier/contract/packing-slip';
import { statusLabel, UNPAID_STATUSES } from '@atelier/contract/order-status';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { addressLines } from '../customers/service.ts';
import type { SettingsService } from '../settings/service.ts';
import { fulfilmentRepository } from './repository.ts';

interface StoredAddress {
  fullName?: string;
  phoneNumber?: string;
  addressNote?: string;
}

/** Packing slips (R22.4): only for paid orders, with the shop's own details from its settings. */
export function fulfilmentService(db: Db, settings: SettingsService) {
  const repo = fulfilmentRepository(db);
  return {
    async packingSlip(guid: string): Promise<PackingSlip> {
      const found = await repo.order(guid);
      if (!found || UNPAID_STATUSES.includes(found.order.status)) throw notFound('Order not found.', 'ORDER_NOT_FOUND');
      const { order } = found;
      const [lines, current] = await Promise.all([repo.lines(order.id), settings.current()]);
      const address = order.shippingAddress as StoredAddress & Parameters<typeof addressLines>[0];
      return {
        orderGuid: order.guid,
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        statusLabel: statusLabel(order.status),
        customer: { name: `${found.firstName} ${found.lastName}`.trim(), email: found.email },
        deliverTo: {
          fullName: address.fullName ?? '',
          lines: addressLines(address),
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

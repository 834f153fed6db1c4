import { z } from 'zod';
import { AdminOrderListQuery, AdminOrderParams } from '@atelier/contract/orders';
import { OrderNoteBody, OrderNotes, PackingSlip } from '@atelier/contract/fulfilment';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import type { FulfilmentService } from './service.ts';

/** Packing slips, internal notes and the orders CSV, inside the admin plugin (its guard, its audit). */
export function fulfilmentRoutes(app: AdminApp, { audit, adminId, recorded }: AdminRouteKit, fulfilment: FulfilmentService): void {
  app.get(
    '/orders/export',
    {
      schema: {
        tags,
        summary: "The orders the list's filters find as CSV: one line per order line, amounts in pounds, UTF-8 with BOM",
        querystring: AdminOrderListQuery.omit({ page: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const { csv, orders } = await fulfilment.ordersCsv(req.query);
      // The file holds customers' names and addresses: its handing out is recorded.
      await audit.record(await adminId(req), { action: 'order.export', target: 'orders as CSV', detail: { orders } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="atelier-orders.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/orders/:guid/notes',
    {
      schema: {
        tags,
        summary: 'Internal notes on an order, oldest first',
        params: AdminOrderParams,
        response: { 200: OrderNotes, ...errors },
      },
    },
    (req) => fulfilment.notes(req.params.guid),
  );
  app.post(
    '/orders/:guid/notes',
    {
      schema: {
        tags,
        summary: 'Add an internal note to an order (never shown to the customer)',
        params: AdminOrderParams,
        body: OrderNoteBody,
        response: { 200: OrderNotes, ...errors },
      },
    },
    async (req) => (await recorded(req, await fulfilment.addNote(req.params.guid, await adminId(req), req.body.body))).notes,
  );
  app.get(
    '/orders/:guid/packing-slip',
    {
      schema: {
        tags,
        summary: 'What to pack and where it goes: lines by SKU, size and colour, the delivery address, the shop details',
        params: AdminOrderParams,
        response: { 200: PackingSlip, ...errors },
      },
    },
    (req) => fulfilment.packingSlip(req.params.guid),
  );
}

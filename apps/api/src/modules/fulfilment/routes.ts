import { type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import type { FulfilmentService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as fulfilmentEndpoints from '@atelier/contract/fulfilment/endpoints';

/** Packing slips, internal notes and the orders CSV, inside the admin plugin (its guard, its audit). */
export function fulfilmentRoutes(app: AdminApp, { audit, adminId, recorded }: AdminRouteKit, fulfilment: FulfilmentService): void {
  registerEndpoint(app, fulfilmentEndpoints.exportOrders, async (req, reply) => {
    const { csv, orders } = await fulfilment.ordersCsv(req.query);
    // The file holds customers' names and addresses: its handing out is recorded.
    await audit.record(await adminId(req), { action: 'order.export', target: 'orders as CSV', detail: { orders } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="atelier-orders.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
  registerEndpoint(app, fulfilmentEndpoints.orderNotes, (req) => fulfilment.notes(req.params.guid));
  registerEndpoint(
    app,
    fulfilmentEndpoints.addOrderNote,
    async (req) => (await recorded(req, await fulfilment.addNote(req.params.guid, await adminId(req), req.body.body))).notes,
  );
  registerEndpoint(app, fulfilmentEndpoints.packingSlip, (req) => fulfilment.packingSlip(req.params.guid));
}

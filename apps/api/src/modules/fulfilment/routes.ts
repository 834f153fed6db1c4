import { AdminOrderParams } from '@atelier/contract/admin-order';
import { PackingSlip } from '@atelier/contract/packing-slip';
import { errors, tags, type AdminApp } from '../admin/route-kit.ts';
import type { FulfilmentService } from './service.ts';

/** GET /api/admin/orders/{guid}/packing-slip, inside the admin plugin (its guard). */
export function fulfilmentRoutes(app: AdminApp, fulfilment: FulfilmentService): void {
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

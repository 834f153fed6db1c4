import * as customersEndpoints from '@atelier/contract/customers/endpoints';
import { staffAccess } from '../../kit/back-office-guard.ts';
import type { AdminApp, AdminRouteKit } from '../../kit/route-kit.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import type { customerExportService } from './export.ts';
import type { CustomersService } from './service.ts';

/** The owner's customer list and customer pages (R22.7), and the recorded exports (R13.15), inside the admin plugin (its guard). */
export function customerRoutes(
  app: AdminApp,
  { audit }: AdminRouteKit,
  customers: CustomersService,
  exports: ReturnType<typeof customerExportService>,
): void {
  registerEndpoint(app, customersEndpoints.exportCustomers, async (req, reply) => {
    const who = staffAccess(req);
    const { csv, rows } = await exports.csv(who.userId, req.query.q || undefined);
    await audit.record(who.userId, { action: 'customer.export', target: 'customers', detail: { filter: req.query.q ?? 'all', rows } });
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="atelier-customers.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  });
  registerEndpoint(app, customersEndpoints.customerExports, () => exports.list());
  registerEndpoint(app, customersEndpoints.adminCustomers, (req) => customers.list(req.query));
  registerEndpoint(app, customersEndpoints.adminCustomer, (req) => customers.detail(req.params.id));
}

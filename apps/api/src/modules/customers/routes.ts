import { type AdminApp } from '../../kit/route-kit.ts';
import type { CustomersService } from './service.ts';
import { registerEndpoint } from '../../plumbing/register-endpoint.ts';
import * as customersEndpoints from '@atelier/contract/customers/endpoints';

/** The owner's customer list and customer pages (R22.7), inside the admin plugin (its guard). */
export function customerRoutes(app: AdminApp, customers: CustomersService): void {
  registerEndpoint(app, customersEndpoints.adminCustomers, (req) => customers.list(req.query));
  registerEndpoint(app, customersEndpoints.adminCustomer, (req) => customers.detail(req.params.id));
}

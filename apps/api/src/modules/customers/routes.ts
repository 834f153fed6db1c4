import { AdminIdParams } from '@atelier/contract/catalogue';
import { CustomerDetail, CustomerList, CustomerListQuery } from '@atelier/contract/customers';
import { errors, tags, type AdminApp } from '../../kit/route-kit.ts';
import type { CustomersService } from './service.ts';

/** The owner's customer list and customer pages (R22.7), inside the admin plugin (its guard). */
export function customerRoutes(app: AdminApp, customers: CustomersService): void {
  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Customers, most recent buyers first, searchable by name or email, with orders and lifetime spend',
        querystring: CustomerListQuery,
        response: { 200: CustomerList, ...errors },
      },
    },
    (req) => customers.list(req.query),
  );
  app.get(
    '/customers/:id',
    {
      schema: {
        tags,
        summary: 'One customer: their orders, delivery addresses, lifetime spend and newsletter status',
        params: AdminIdParams,
        response: { 200: CustomerDetail, ...errors },
      },
    },
    (req) => customers.detail(req.params.id),
  );
}

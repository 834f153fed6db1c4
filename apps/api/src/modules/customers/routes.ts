import { AdminIdParams } from '@atelier/contract/catalogue';
import { CustomerDetail, CustomerList, CustomerListQuery } from '@atelier/contract/customers';
import { z } from 'zod';
import { CustomerExports } from '@atelier/contract/staff';
import { staffAccess } from '../../kit/back-office-guard.ts';
import { errors, tags, type AdminApp, type AdminRouteKit } from '../../kit/route-kit.ts';
import type { customerExportService } from './export.ts';
import type { CustomersService } from './service.ts';

/** The owner's customer list and customer pages (R22.7), inside the admin plugin (its guard). */
export function customerRoutes(
  app: AdminApp,
  { audit }: AdminRouteKit,
  customers: CustomersService,
  exports: ReturnType<typeof customerExportService>,
): void {
  app.get(
    '/customers/export',
    {
      schema: {
        tags,
        summary:
          'The customers the filter finds as CSV (email, name, since, orders, spend, last order); asks for a step-up, and every export is recorded',
        querystring: CustomerListQuery.pick({ q: true }),
        response: { 200: z.string(), ...errors },
      },
    },
    async (req, reply) => {
      const who = staffAccess(req);
      const { csv, rows } = await exports.csv(who.userId, req.query.q || undefined);
      await audit.record(who.userId, { action: 'customer.export', target: 'customers', detail: { filter: req.query.q ?? 'all', rows } });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="atelier-customers.csv"')
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
  app.get(
    '/customers/exports',
    {
      schema: {
        tags,
        summary: 'Every customer export: who, when, what filter, how many rows',
        response: { 200: CustomerExports, ...errors },
      },
    },
    () => exports.list(),
  );
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

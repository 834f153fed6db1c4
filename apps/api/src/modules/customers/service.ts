import { adminPaging } from '@atelier/contract/catalogue';
import type { CustomerDetail, CustomerList, CustomerListQuery, CustomerRow } from '@atelier/contract/customers';
import { postalLines, type PostalParts, statusLabel, type OrderStatus } from '@atelier/contract/orders';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { customersRepository, type CustomerRowData } from './repository.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

function row(r: CustomerRowData): CustomerRow {
  return {
    id: r.id,
    email: r.email,
    name: `${r.first_name} ${r.last_name}`.trim(),
    createdAt: iso(r.created_at),
    orders: r.orders,
    lifetimeSpendPence: r.spend,
    lastOrderAt: r.last_order_at ? iso(r.last_order_at) : null,
  };
}

/** Customers for the owner (R22.7): who they are, what they bought, where it went. */
export function customersService(db: Db) {
  const repo = customersRepository(db);
  return {
    async list(q: CustomerListQuery): Promise<CustomerList> {
      const { rows, total } = await repo.list(q.q || undefined, q.page);
      return { customers: rows.map(row), ...adminPaging(q.page, total) };
    },

    async detail(id: number): Promise<CustomerDetail> {
      const found = await repo.one(id);
      if (!found) throw notFound('Customer not found.', 'CUSTOMER_NOT_FOUND');
      const [orders, subscription] = await Promise.all([repo.orders(id), repo.newsletter(found.email)]);
      const seen = new Set<string>();
      const addresses: CustomerDetail['addresses'] = [];
      for (const o of orders) {
        const a = (o.shipping_address ?? {}) as PostalParts & { fullName?: string; phoneNumber?: string };
        const lines = postalLines(a);
        if (!lines.length) continue;
        const key = [a.fullName, ...lines].join('|').toLowerCase();
        if (seen.has(key)) continue;
        seen.add(key);
        addresses.push({ fullName: a.fullName ?? '', lines, phoneNumber: a.phoneNumber ?? '', lastUsed: iso(o.created_at) });
      }
      return {
        customer: {
          ...row(found),
          phoneNumber: found.phone_number,
          emailVerified: found.email_verified_at !== null,
          role: found.role,
          newsletter: !subscription ? 'never' : subscription.unsubscribed_at ? 'unsubscribed' : 'subscribed',
        },
        orders: orders.map((o) => ({
          orderGuid: o.guid,
          orderNumber: o.order_number,
          createdAt: iso(o.created_at),
          status: o.status as OrderStatus,
          statusLabel: statusLabel(o.status),
          totalPence: o.total_pence,
        })),
        addresses,
      };
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;

import { desc, eq } from 'drizzle-orm';
import { csvField } from '@atelier/contract/shared';
import type { CustomerExports } from '@atelier/contract/staff';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { customerExports } from '../../db/schema/staff.ts';
import type { Clock } from '../../lib/clock.ts';
import { customersRepository } from './repository.ts';

const HEAD = ['email', 'name', 'customer_since', 'orders', 'lifetime_spend_gbp', 'last_order_at'];

/**
 * The customer export (R13.15): a CSV of the customers a filter finds, and a record of every
 * export (who, when, what filter, how many rows) that staff with the customers permission can read.
 */
export function customerExportService(db: Db, clock: Clock) {
  const repo = customersRepository(db);
  return {
    async csv(byUserId: number, q: string | undefined): Promise<{ csv: string; rows: number }> {
      const rows = await repo.all(q);
      const lines = rows.map((r) =>
        [
          r.email,
          `${r.first_name} ${r.last_name}`.trim(),
          new Date(r.created_at).toISOString(),
          String(r.orders),
          (Number(r.spend) / 100).toFixed(2),
          r.last_order_at ? new Date(r.last_order_at).toISOString() : '',
        ]
          .map(csvField)
          .join(','),
      );
      await db.insert(customerExports).values({ userId: byUserId, filter: q ? { q } : {}, rows: rows.length, createdAt: clock.now() });
      return { csv: [HEAD.join(','), ...lines].join('\r\n') + '\r\n', rows: rows.length };
    },

    async list(): Promise<CustomerExports> {
      const rows = await db
        .select({
          id: customerExports.id,
          at: customerExports.createdAt,
          by: users.email,
          filter: customerExports.filter,
          rows: customerExports.rows,
        })
        .from(customerExports)
        .leftJoin(users, eq(users.id, customerExports.userId))
        .orderBy(desc(customerExports.createdAt), desc(customerExports.id))
        .limit(200);
      return {
        exports: rows.map((r) => {
          const q = (r.filter as { q?: string }).q;
          return {
            id: r.id,
            at: r.at.toISOString(),
            by: r.by,
            filter: q ? `name or email contains “${q}”` : 'all customers',
            rows: r.rows,
          };
        }),
      };
    },
  };
}

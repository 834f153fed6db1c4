import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { orderVat } from '@atelier/contract/shared';
import { migrationsFolder, openDatabase, queryRows, type Database } from './client.ts';

/** The migrations folder as it was before 0026, to migrate existing orders from. */
function foldersBefore0026(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0026');
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database | undefined;
afterAll(() => database?.close());

describe('migration 0026: the order keeps its VAT rate, and older orders their receipt VAT (R1.5)', () => {
  it("restates an older order's VAT by the one rule, delivery included, and stores the rate", async () => {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    database = await openDatabase({});
    const db = database.db;
    const before = foldersBefore0026();
    await migrate(db as never, { migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });

    await db.execute(
      sql`insert into users (id, email, password_hash, first_name, last_name) values (1, 'ada@example.co.uk', 'x', 'Ada', 'L')`,
    );
    // Two shirts and a scarf, 10% off (£12.00), Next-day delivery at £6.95: stored then as the discounted items' VAT only.
    await db.execute(sql`insert into orders (id, order_number, user_id, status, items_pence, vat_pence, shipping_pence, total_pence, discount_pence, shipping_address)
      values (1, 'ATL-1', 1, 'Waiting', 11999, 1800, 695, 11494, 1200, '{}'::jsonb),
             (2, 'ATL-2', 1, 'Waiting', 2999, 500, 0, 2999, 0, '{}'::jsonb)`);
    await db.execute(sql`insert into order_lines (order_id, product_slug, product_name, size, colour, gender, unit_price_pence, quantity, line_total_pence) values
      (1, 'linen-shirt', 'Linen Shirt', 'M', 'Ecru', 'male', 4500, 2, 9000),
      (1, 'wool-scarf', 'Wool Scarf', 'ONE', 'Grey', 'unisex', 2999, 1, 2999),
      (2, 'wool-scarf', 'Wool Scarf', 'ONE', 'Grey', 'unisex', 2999, 1, 2999)`);

    await migrate(db as never, { migrationsFolder });
    const rows = await queryRows<{ id: number; vat_pence: number; vat_rate_percent: number }>(
      db,
      sql`select id, vat_pence, vat_rate_percent from orders order by id`,
    );
    expect(rows).toEqual([
      {
        id: 1,
        vat_pence: orderVat({ linesPence: [9000, 2999], discountPence: 1200, shippingPence: 695 }).totals.vatPence,
        vat_rate_percent: 20,
      },
      { id: 2, vat_pence: 500, vat_rate_percent: 20 },
    ]);
    expect(rows[0]!.vat_pence).toBe(1916);
  });
});

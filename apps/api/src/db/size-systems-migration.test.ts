import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from './client.ts';

/** The migrations folder as it was before size systems (0000-0003), to migrate existing rows from. */
function foldersBefore0004(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0004');
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database | undefined;
afterAll(() => database?.close());

describe('migration 0004: size systems (R3.12)', () => {
  it('backfills letters, or one-size for products whose only size is ONE, and allows every system size', async () => {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    database = await openDatabase({});
    const db = database.db;
    const before = foldersBefore0004();
    await migrate(db as never, { migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });

    await db.execute(sql`insert into categories (id, slug, name) values (1, 'tops', 'Tops')`);
    await db.execute(sql`insert into products (id, slug, name, gender, colour, price_pence, category_id) values
      (1, 'tee', 'Tee', 'unisex', 'White', 2500, 1),
      (2, 'tote', 'Tote', 'unisex', 'Ecru', 3000, 1),
      (3, 'draft', 'Draft', 'female', 'Black', 1000, 1)`);
    await db.execute(sql`insert into variants (product_id, size, quantity, sku) values
      (1, 'S', 1, 'TEE-S'), (1, 'M', 2, 'TEE-M'), (2, 'ONE', 3, 'TOTE-ONE')`);
    // Before 0004 a UK size is refused.
    await expect(db.execute(sql`insert into variants (product_id, size, quantity, sku) values (3, 'UK 8', 1, 'D-UK8')`)).rejects.toThrow();

    await migrate(db as never, { migrationsFolder });
    const rows = await queryRows<{ slug: string; size_system: string }>(db, sql`select slug, size_system from products order by id`);
    expect(rows).toEqual([
      { slug: 'tee', size_system: 'letters' },
      { slug: 'tote', size_system: 'one-size' },
      // No sizes yet: letters, the default.
      { slug: 'draft', size_system: 'letters' },
    ]);

    await db.execute(
      sql`insert into variants (product_id, size, quantity, sku) values (3, 'UK 8', 1, 'D-UK8'), (3, 'W32 L30', 1, 'D-W32L30')`,
    );
    await expect(db.execute(sql`insert into variants (product_id, size, quantity, sku) values (3, 'UK8', 1, 'D-X')`)).rejects.toThrow();
    await expect(db.execute(sql`update products set size_system = 'eu-shoe' where id = 3`)).rejects.toThrow();
  });
});

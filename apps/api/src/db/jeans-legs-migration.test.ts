import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type Database } from './client.ts';
import { sizeMask } from './sizes.ts';

/** The migrations folder as it was before jeans came in waist and leg (0040). */
function foldersBefore0040(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atelier-migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.tag < '0040');
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database | undefined;
afterAll(() => database?.close());

describe('migration 0040: jeans in waist and leg (R3.17)', () => {
  it('gives jeans sold by waist the regular leg they came in, and every size its bit of a bigint mask', async () => {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    database = await openDatabase({});
    const db = database.db;
    const before = foldersBefore0040();
    await migrate(db as never, { migrationsFolder: before });
    fs.rmSync(before, { recursive: true, force: true });

    await db.execute(sql`insert into categories (id, slug, name) values (1, 'jeans', 'Jeans')`);
    await db.execute(sql`insert into products (id, slug, name, gender, colour, price_pence, category_id, size_system) values
      (1, 'straight', 'Straight Jeans', 'male', 'Indigo', 8900, 1, 'jeans'),
      (2, 'tee', 'Tee', 'unisex', 'White', 2500, 1, 'letters')`);
    await db.execute(sql`insert into variants (product_id, size, quantity, sku) values
      (1, 'W26', 1, 'S-W26'), (1, 'W32', 2, 'S-W32'), (1, 'W40', 0, 'S-W40'), (2, 'M', 3, 'T-M')`);

    await migrate(db as never, { migrationsFolder });
    const sizes = await queryRows<{ size: string }>(db, sql`select size from variants where product_id = 1 order by sku`);
    expect(sizes.map((r) => r.size)).toEqual(['W26 L30', 'W32 L32', 'W40 L34']);
    const masks = await queryRows<{ id: number; mask: string; narrow: string }>(
      db,
      sql`select p.id, p.sizes_mask::text as mask, s.sizes_mask::text as narrow from products p join product_search s on s.id = p.id order by p.id`,
    );
    // Sold-out W40 L34 has no bit; the narrow search rows carry the same bits as the products.
    expect(masks).toEqual([
      { id: 1, mask: sizeMask(['W26 L30', 'W32 L32']).toString(), narrow: sizeMask(['W26 L30', 'W32 L32']).toString() },
      { id: 2, mask: sizeMask(['M']).toString(), narrow: sizeMask(['M']).toString() },
    ]);
    const facets = await queryRows<{ size: string }>(db, sql`select size from product_size_facets where product_id = 1 order by size`);
    expect(facets.map((r) => r.size)).toEqual(['W26 L30', 'W32 L32']);
    await expect(db.execute(sql`insert into variants (product_id, size, quantity, sku) values (1, 'W32', 1, 'S-X')`)).rejects.toThrow();
    await db.execute(sql`insert into variants (product_id, size, quantity, sku) values (1, 'W40 L30', 1, 'S-W40L30')`);
    const [after] = await queryRows<{ mask: string }>(db, sql`select sizes_mask::text as mask from products where id = 1`);
    expect(BigInt(after!.mask)).toBe(sizeMask(['W26 L30', 'W32 L32', 'W40 L30']));
  });
});

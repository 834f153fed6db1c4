import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, plannedRows, sqlLiteral, type Database } from './client.ts';

// plannedRows writes a statement's values into its text: every value must come back as it went in,
// on PostgreSQL when the suite runs there, else on PGlite.
let database: Database;
beforeAll(async () => {
  database = await openDatabase({ url: process.env.TEST_DATABASE_URL });
});
afterAll(() => database.close());

describe('statements planned for their values', () => {
  it('writes numbers, booleans and null as they are, and strings escaped', () => {
    expect(sqlLiteral(12)).toBe('12');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral("it's")).toBe("E'it''s'");
    expect(sqlLiteral('a\\b')).toBe("E'a\\\\b'");
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('answers what the same statement with parameters answers, whatever the text holds', async () => {
    const awkward = ["O'Brien", 'back\\slash\\', "'; drop table products; --", '$1 and $2', 'null', 'nul\u0000byte'];
    for (const value of awkward) {
      const [row] = await plannedRows<{ v: string; n: number; b: boolean }>(
        database.db,
        sql`select ${value}::text as v, ${7}::int + 1 as n, ${false} as b`,
      );
      expect(row).toEqual({ v: value.replace('\u0000', ''), n: 8, b: false });
    }
    // A value that ends the string early in a naive writer is one value here, and nothing runs after it.
    const [one] = await plannedRows<{ n: number }>(database.db, sql`select count(*)::int as n from (select ${"x'); select ('y"}::text) s`);
    expect(one).toEqual({ n: 1 });
  });
});

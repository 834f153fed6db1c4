import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseSearchTerm } from '@atelier/contract/search-insights';
import { searchLog } from '../../db/schema/catalogue.ts';
import { newAdmin } from '../../test/admin.ts';
import type { AccountsTestContext } from '../../test/accounts.ts';
import { commerceTestApp, type Shopper } from '../../test/commerce.ts';

let t: AccountsTestContext;
let admin: Shopper;
beforeAll(async () => {
  t = await commerceTestApp({ ACCESS_TOKEN_TTL: '30d' });
  admin = await newAdmin(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
});

const search = (q: string, page = 1) => t.app.inject({ method: 'GET', url: `/api/item?search=${encodeURIComponent(q)}&page=${page}` });
const rows = () => t.database.db.select().from(searchLog);
/**
 * The log is written within SEARCH_LOG_FLUSH_MS of the answer: wait for it, for longer than that
 * second (the poll's own default is a second too, which a busy machine lost).
 */
async function logged(n: number) {
  await expect.poll(async () => (await rows()).length, { timeout: 10_000 }).toBe(n);
}
const insights = async (days: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/search-insights?days=${days}`, headers: { ...admin.headers } })).json();

describe('search insights (R22.12)', () => {
  it('keeps the normalised term and its result count, and nothing about the searcher', async () => {
    await search('  Linen   SHIRT ');
    await logged(1);
    const [row] = await rows();
    expect(Object.keys(row!).sort()).toEqual(['id', 'results', 'searchedAt', 'term']);
    expect(row).toMatchObject({ term: 'linen shirt', results: 1 });
  });

  it('counts searches the cache answers, but not later pages, email addresses or long numbers', async () => {
    await search('linen shirt');
    await search('linen shirt');
    await search('linen shirt', 2);
    await search('ada@example.co.uk');
    await search('07700 900123');
    await search('velvet cape');
    await logged(4);
  });

  it('lists the most searched terms and the ones that found nothing, over 7 or 30 days', async () => {
    t.clock.advance(10 * 86_400_000);
    await search('moleskin');
    await logged(5);
    const week = await insights(7);
    expect(week).toEqual({
      days: 7,
      searches: 1,
      top: [{ term: 'moleskin', searches: 1, results: 0 }],
      noResults: [{ term: 'moleskin', searches: 1, results: 0 }],
    });
    const month = await insights(30);
    expect(month.searches).toBe(5);
    expect(month.top[0]).toEqual({ term: 'linen shirt', searches: 3, results: 1 });
    expect(month.noResults.map((r: { term: string }) => r.term)).toEqual(['moleskin', 'velvet cape']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/search-insights?days=365', headers: admin.headers })).statusCode).toBe(
      400,
    );
  });

  it('normalises terms and refuses what could identify a person', () => {
    expect(normaliseSearchTerm('Wool <script>')).toBe('wool script');
    expect(normaliseSearchTerm("Men's  Coats!")).toBe("men's coats");
    expect(normaliseSearchTerm('SW1A 1AA')).toBeUndefined();
    expect(normaliseSearchTerm('ATL-20261123-CDD6')).toBeUndefined();
    expect(normaliseSearchTerm('   ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { parseNotice, type Depends } from './cache-changes.ts';
import { answerCache, type Answer } from './cache.ts';

const make = (over: Partial<Parameters<typeof answerCache>[0]> = {}) => {
  const clock = new ManualClock();
  const cache = answerCache({ clock, ttlMs: 1000, maxBytes: 1000, ...over });
  cache.setTrusted(true);
  return { clock, cache };
};

/** An answer made from nothing that changes (the old tests' plain strings). */
const plain = (body: string): Answer => ({ body, depends: {} });

function deferred() {
  let resolve!: (v: Answer) => void;
  const promise = new Promise<Answer>((r) => (resolve = r));
  return { promise, resolve };
}

describe('catalogue answer cache', () => {
  it('answers from memory until the time to live has passed', async () => {
    const { clock, cache } = make();
    let calls = 0;
    const compute = async () => plain(`answer ${++calls}`);
    expect(await cache.get('/a', compute)).toBe('answer 1');
    clock.advance(999);
    expect(await cache.get('/a', compute)).toBe('answer 1');
    clock.advance(1);
    expect(await cache.get('/a', compute)).toBe('answer 2');
  });

  it('shares one computation between concurrent misses of a key', async () => {
    const { cache } = make();
    const d = deferred();
    let calls = 0;
    const compute = () => (calls++, d.promise);
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.get('/a', compute)));
    d.resolve(plain('one'));
    expect(await answers).toEqual(Array(20).fill('one'));
    expect(calls).toBe(1);
  });

  it('never keeps what was computed before a change was announced', async () => {
    const { cache } = make();
    const before = deferred();
    const old = cache.get('/a', () => before.promise);
    cache.clear(); // a change committed while the old answer was being read
    before.resolve(plain('stale'));
    expect(await old).toBe('stale');
    expect(await cache.get('/a', async () => plain('fresh'))).toBe('fresh');
    expect(await cache.get('/a', async () => plain('again'))).toBe('fresh');
  });

  it('answers nothing from memory while changes cannot be heard', async () => {
    const { cache } = make();
    await cache.get('/a', async () => plain('one'));
    cache.setTrusted(false);
    expect(await cache.get('/a', async () => plain('two'))).toBe('two');
    expect(await cache.get('/a', async () => plain('three'))).toBe('three');
    expect(cache.size).toBe(0);
    expect(cache.stats().bypassed).toBe(2);
  });

  it('does not cache failures', async () => {
    const { cache } = make();
    await expect(cache.get('/a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('/a', async () => plain('ok'))).toBe('ok');
  });

  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const { cache } = make({ maxBytes: 25 });
    await cache.get('/a', async () => plain('a'.repeat(10)));
    await cache.get('/b', async () => plain('b'.repeat(10)));
    await cache.get('/a', async () => plain('unused')); // /a is now the most recent
    await cache.get('/c', async () => plain('c'.repeat(10)));
    expect(cache.bytes).toBeLessThanOrEqual(25);
    expect(await cache.get('/a', async () => plain('recomputed'))).toBe('a'.repeat(10));
    expect(await cache.get('/b', async () => plain('recomputed'))).toBe('recomputed');
    expect(cache.stats().dropped.evicted).toBeGreaterThanOrEqual(1);
  });
});

describe('what a change drops', () => {
  // Product 1 and 2 have pages; a listing shows 1 and 3; a Best Selling listing shows 3; the
  // category counts depend on every product; suggestions on the listing but not on stock.
  const ANSWERS: Record<string, Depends> = {
    '/item/one': { products: [1] },
    '/item/two': { products: [2] },
    '/item?page=1': { products: [1, 3], stock: true, listing: true },
    '/item?sort=best-selling': { products: [3], stock: true, listing: true, sales: true },
    '/category/categories': { listing: true },
    '/item/suggest?q=shirt': { listing: true },
  };

  async function filled() {
    const made = make({ maxBytes: 100_000 });
    for (const [key, depends] of Object.entries(ANSWERS)) await made.cache.get(key, async () => ({ body: key, depends }));
    return made.cache;
  }
  /** The keys still answered from memory. */
  async function kept(cache: Awaited<ReturnType<typeof filled>>) {
    const out: string[] = [];
    for (const key of Object.keys(ANSWERS)) {
      const before = cache.stats().hits;
      await cache.get(key, async () => ({ body: key, depends: ANSWERS[key]! }));
      if (cache.stats().hits > before) out.push(key);
    }
    return out;
  }

  it('a stock change drops only the answers that show the product', async () => {
    const cache = await filled();
    cache.apply(parseNotice('stock:1'));
    expect(await kept(cache)).toEqual(['/item/two', '/item?sort=best-selling', '/category/categories', '/item/suggest?q=shirt']);
    expect(cache.stats().dropped).toMatchObject({ product: 2, listing: 0, clear: 0 });
  });

  it('a stock change of a product no answer shows drops nothing', async () => {
    const cache = await filled();
    cache.apply(parseNotice('stock:99'));
    expect(await kept(cache)).toEqual(Object.keys(ANSWERS));
  });

  it('a size selling out drops the product and every answer that counts stock, but keeps other pages and counts', async () => {
    const cache = await filled();
    cache.apply(parseNotice('sizes:2'));
    expect(await kept(cache)).toEqual(['/item/one', '/category/categories', '/item/suggest?q=shirt']);
    expect(cache.stats().dropped).toMatchObject({ product: 1, listing: 2 });
  });

  it('a price or name change drops the product and every listing, but keeps other products pages', async () => {
    const cache = await filled();
    cache.apply(parseNotice('product:2'));
    expect(await kept(cache)).toEqual(['/item/one']);
  });

  it('a sale drops only the Best Selling order', async () => {
    const cache = await filled();
    cache.apply(parseNotice('sales'));
    expect(await kept(cache)).toEqual(Object.keys(ANSWERS).filter((k) => k !== '/item?sort=best-selling'));
  });

  it('a structural change, or a notice it cannot read, empties everything', async () => {
    for (const notice of ['all', 'categories', 'stock:', 'stock:1,x', '']) {
      const cache = await filled();
      cache.apply(parseNotice(notice));
      expect(await kept(cache)).toEqual([]);
      expect(cache.stats()).toMatchObject({ clears: 2, dropped: { clear: Object.keys(ANSWERS).length } });
    }
  });

  it('does not keep an answer under way that a change alters, but keeps one it does not', async () => {
    const { cache } = make();
    const listing = deferred();
    const other = deferred();
    const a = cache.get('/item?page=1', () => listing.promise);
    const b = cache.get('/item/two', () => other.promise);
    cache.apply(parseNotice('stock:1'));
    // A request after the change does not join the computation begun before it.
    let fresh = 0;
    const c = cache.get('/item?page=1', async () => (fresh++, { body: 'listing, new', depends: { products: [1, 3], stock: true } }));
    listing.resolve({ body: 'listing, old', depends: { products: [1, 3], stock: true } });
    other.resolve({ body: 'two', depends: { products: [2] } });
    expect([await a, await b, await c]).toEqual(['listing, old', 'two', 'listing, new']);
    expect(fresh).toBe(1);
    expect(await cache.get('/item?page=1', async () => plain('again'))).toBe('listing, new');
    expect(await cache.get('/item/two', async () => plain('again'))).toBe('two');
    expect(cache.stats().discarded).toBe(1);
  });

  it('does not keep an answer begun before more changes than it remembers', async () => {
    const { cache } = make();
    const slow = deferred();
    const pending = cache.get('/item/two', () => slow.promise);
    for (let i = 0; i < 300; i++) cache.apply(parseNotice(`stock:${1000 + i}`));
    slow.resolve({ body: 'two', depends: { products: [2] } });
    await pending;
    expect(await cache.get('/item/two', async () => plain('recomputed'))).toBe('recomputed');
  });

  it('counts lookups, hits and notices', async () => {
    const cache = await filled();
    cache.apply(parseNotice('stock:1'));
    cache.apply(parseNotice('sizes:1'));
    await kept(cache);
    const stats = cache.stats();
    expect(stats.lookups).toBe(12);
    expect(stats.hits + stats.misses + stats.shared).toBe(12);
    expect(stats.notices).toMatchObject({ stock: 1, sizes: 1, product: 0, all: 0 });
  });
});

describe('catalogue notices', () => {
  it('reads the kinds the triggers send', () => {
    expect(parseNotice('stock:12,40')).toEqual({ kind: 'stock', products: [12, 40] });
    expect(parseNotice('sizes:7')).toEqual({ kind: 'sizes', products: [7] });
    expect(parseNotice('product:3')).toEqual({ kind: 'product', products: [3] });
    expect(parseNotice('sales')).toEqual({ kind: 'sales' });
    expect(parseNotice('all')).toEqual({ kind: 'all' });
    expect(parseNotice('products')).toEqual({ kind: 'all' });
  });
});

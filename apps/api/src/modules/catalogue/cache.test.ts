import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../lib/clock.ts';
import { answerCache } from './cache.ts';

const make = (over: Partial<Parameters<typeof answerCache>[0]> = {}) => {
  const clock = new ManualClock();
  const cache = answerCache({ clock, ttlMs: 1000, maxBytes: 1000, ...over });
  cache.setTrusted(true);
  return { clock, cache };
};

function deferred() {
  let resolve!: (v: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('catalogue answer cache', () => {
  it('answers from memory until the time to live has passed', async () => {
    const { clock, cache } = make();
    let calls = 0;
    const compute = async () => `answer ${++calls}`;
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
    d.resolve('one');
    expect(await answers).toEqual(Array(20).fill('one'));
    expect(calls).toBe(1);
  });

  it('never keeps what was computed before a change was announced', async () => {
    const { cache } = make();
    const before = deferred();
    const old = cache.get('/a', () => before.promise);
    cache.clear(); // a change committed while the old answer was being read
    before.resolve('stale');
    expect(await old).toBe('stale');
    expect(await cache.get('/a', async () => 'fresh')).toBe('fresh');
    expect(await cache.get('/a', async () => 'again')).toBe('fresh');
  });

  it('answers nothing from memory while changes cannot be heard', async () => {
    const { cache } = make();
    await cache.get('/a', async () => 'one');
    cache.setTrusted(false);
    expect(await cache.get('/a', async () => 'two')).toBe('two');
    expect(await cache.get('/a', async () => 'three')).toBe('three');
    expect(cache.size).toBe(0);
  });

  it('does not cache failures', async () => {
    const { cache } = make();
    await expect(cache.get('/a', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('/a', async () => 'ok')).toBe('ok');
  });

  it('keeps at most maxBytes, dropping the least recently used first', async () => {
    const { cache } = make({ maxBytes: 25 });
    await cache.get('/a', async () => 'a'.repeat(10));
    await cache.get('/b', async () => 'b'.repeat(10));
    await cache.get('/a', async () => 'unused'); // /a is now the most recent
    await cache.get('/c', async () => 'c'.repeat(10));
    expect(cache.bytes).toBeLessThanOrEqual(25);
    expect(await cache.get('/a', async () => 'recomputed')).toBe('a'.repeat(10));
    expect(await cache.get('/b', async () => 'recomputed')).toBe('recomputed');
  });
});

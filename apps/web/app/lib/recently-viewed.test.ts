import { describe, expect, it } from 'vitest';
import {
  RECENTLY_VIEWED_KEEP,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_SHOW,
  readViewed,
  rememberViewed,
  viewedToShow,
} from './recently-viewed.ts';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

describe('recently viewed', () => {
  it('keeps each slug once, newest first, at most RECENTLY_VIEWED_KEEP', () => {
    const store = memory();
    for (let i = 0; i < RECENTLY_VIEWED_KEEP + 3; i++) rememberViewed(store, `p-${i}`);
    rememberViewed(store, 'p-5');
    const kept = readViewed(store);
    expect(kept).toHaveLength(RECENTLY_VIEWED_KEEP);
    expect(kept[0]).toBe('p-5');
    expect(kept[1]).toBe(`p-${RECENTLY_VIEWED_KEEP + 2}`);
    expect(new Set(kept).size).toBe(kept.length);
    expect(kept).not.toContain('p-0');
  });

  it('reads a broken or hand-edited value as empty, and drops entries that are not slugs', () => {
    expect(readViewed(memory('{not json'))).toEqual([]);
    expect(readViewed(memory('{"a":1}'))).toEqual([]);
    expect(readViewed(memory(JSON.stringify(['linen-shirt', 42, '../admin', 'Upper-Case', 'wool-coat'])))).toEqual([
      'linen-shirt',
      'wool-coat',
    ]);
  });

  it('goes on when the store refuses to write', () => {
    const store = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(rememberViewed(store, 'linen-shirt')).toEqual(['linen-shirt']);
  });

  it('shows the newest RECENTLY_VIEWED_SHOW without the product being looked at', () => {
    const slugs = Array.from({ length: 12 }, (_, i) => `p-${i}`);
    const shown = viewedToShow(slugs, 'p-1');
    expect(shown).toHaveLength(RECENTLY_VIEWED_SHOW);
    expect(shown).not.toContain('p-1');
    expect(shown[0]).toBe('p-0');
  });
});

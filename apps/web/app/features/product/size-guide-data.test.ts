import { describe, expect, it } from 'vitest';
import { SIZE_GUIDE } from './size-guide-data.ts';

const low = (range: string) => Number(range.split('-')[0]);
const high = (range: string) => Number(range.split('-').at(-1));

describe('SIZE_GUIDE', () => {
  it('carries the corrected values (R11.3)', () => {
    expect(SIZE_GUIDE.find((r) => r.size === 'S')?.hip).toBe('35-36');
    expect(SIZE_GUIDE.find((r) => r.size === 'L')?.chest).toBe('38-39');
  });

  it('has every range ascending and every size larger than the one before', () => {
    for (const row of SIZE_GUIDE) for (const m of [row.chest, row.waist, row.hip]) expect(low(m)).toBeLessThanOrEqual(high(m));
    for (let i = 1; i < SIZE_GUIDE.length; i++) {
      const [a, b] = [SIZE_GUIDE[i - 1]!, SIZE_GUIDE[i]!];
      for (const k of ['chest', 'waist', 'hip'] as const) expect(low(b[k])).toBeGreaterThan(high(a[k]));
    }
  });
});

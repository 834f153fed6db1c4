import { describe, expect, it } from 'vitest';
import { SYSTEM_SIZES } from '@atelier/contract/catalogue';
import { JEANS_GUIDE, SHOE_GUIDE, SIZE_GUIDE, sizeGuideFor } from './size-guide-data.ts';

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

describe('size guides per system (R3.14)', () => {
  const num = (s: string) => Number(s);

  it('covers exactly the sizes of each system, in order', () => {
    for (const system of ['letters', 'uk-shoe', 'jeans'] as const) {
      expect(sizeGuideFor(system)!.rows.map((r) => r.size)).toEqual([...SYSTEM_SIZES[system]]);
      for (const row of sizeGuideFor(system)!.rows) expect(row.cells).toHaveLength(sizeGuideFor(system)!.columns.length);
    }
    expect(sizeGuideFor('one-size')).toBeUndefined();
  });

  it('converts UK shoe sizes to EU, US and a foot length that all grow with the size', () => {
    expect(SHOE_GUIDE.find((r) => r.size === 'UK 8')).toMatchObject({ eu: '42', usMen: '9', usWomen: '10', footCm: '26.2' });
    for (let i = 1; i < SHOE_GUIDE.length; i++) {
      const [a, b] = [SHOE_GUIDE[i - 1]!, SHOE_GUIDE[i]!];
      for (const k of ['eu', 'usMen', 'usWomen', 'footCm'] as const) expect(num(b[k])).toBeGreaterThan(num(a[k]));
      // One UK size is a third of an inch (0.85 cm) of foot, rounded to a millimetre.
      const step = num(b.footCm) - num(a.footCm);
      expect(step).toBeGreaterThanOrEqual(0.79);
      expect(step).toBeLessThanOrEqual(0.91);
    }
  });

  it('gives jeans waist and inside leg in inches and centimetres', () => {
    const w32 = JEANS_GUIDE.find((r) => r.size === 'W32')!;
    expect(w32).toMatchObject({ waistIn: '32', waistCm: '81', legIn: '32', legCm: '81' });
    for (const r of JEANS_GUIDE) expect(`W${r.waistIn}`).toBe(r.size);
  });
});

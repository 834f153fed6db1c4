import { describe, expect, it } from 'vitest';
import { JEANS_LEGS, JEANS_WAISTS, SIZE_SYSTEMS, SIZES, sizeRank, SYSTEM_SIZES } from '@atelier/contract/catalogue';
import { JEANS_LEG_GUIDE, JEANS_WAIST_GUIDE, MENS_GUIDE, SHOE_GUIDE, sizeGuideFor, WOMENS_GUIDE } from './size-guide-data.ts';

const low = (range: string) => Number(range.split('-')[0]);
const high = (range: string) => Number(range.split('-').at(-1));

describe("women's letter sizes by UK dress size (R11.3)", () => {
  it('runs UK 6 to 20 in even steps, each with a letter size, smallest first', () => {
    expect(WOMENS_GUIDE.map((r) => r.uk)).toEqual(['UK 6', 'UK 8', 'UK 10', 'UK 12', 'UK 14', 'UK 16', 'UK 18', 'UK 20']);
    const letters = WOMENS_GUIDE.map((r) => r.letter);
    expect(new Set(letters)).toEqual(new Set(SIZES));
    for (let i = 1; i < letters.length; i++) expect(sizeRank(letters[i]!)).toBeGreaterThanOrEqual(sizeRank(letters[i - 1]!));
  });

  it('gives bust, waist and hip in cm and the same in inches to the half inch, all growing with the size', () => {
    const uk12 = WOMENS_GUIDE.find((r) => r.uk === 'UK 12')!;
    expect(uk12).toMatchObject({ letter: 'M', bust: { cm: '92', in: '36' }, waist: { cm: '74', in: '29' }, hip: { cm: '98', in: '38.5' } });
    for (const row of WOMENS_GUIDE)
      for (const m of [row.bust, row.waist, row.hip]) expect(Math.abs(Number(m.in) * 2.54 - Number(m.cm))).toBeLessThanOrEqual(0.64);
    for (let i = 1; i < WOMENS_GUIDE.length; i++)
      for (const k of ['bust', 'waist', 'hip'] as const)
        expect(Number(WOMENS_GUIDE[i]![k].cm)).toBeGreaterThan(Number(WOMENS_GUIDE[i - 1]![k].cm));
  });
});

describe("men's letter sizes (R11.3)", () => {
  it('covers every letter size with chest and waist in inches and cm, ranges ascending', () => {
    expect(MENS_GUIDE.map((r) => r.size)).toEqual([...SIZES]);
    expect(MENS_GUIDE.find((r) => r.size === 'M')).toMatchObject({ chest: { in: '38-40', cm: '97-102' }, waist: { in: '32', cm: '81' } });
    for (let i = 1; i < MENS_GUIDE.length; i++)
      for (const k of ['chest', 'waist'] as const) expect(low(MENS_GUIDE[i]![k].in)).toBeGreaterThan(high(MENS_GUIDE[i - 1]![k].in));
  });
});

describe('size guides per system (R3.14)', () => {
  const num = (s: string) => Number(s);

  it('covers exactly the sizes of shoes, and the waists then the legs of jeans, in order; one size has no guide', () => {
    const [shoes] = sizeGuideFor('uk-shoe');
    expect(shoes!.rows.map((r) => r.size)).toEqual([...SYSTEM_SIZES['uk-shoe']]);
    const [waist, leg] = sizeGuideFor('jeans');
    expect(waist!.rows.map((r) => r.size)).toEqual([...JEANS_WAISTS]);
    expect(leg!.rows.map((r) => r.size)).toEqual([...JEANS_LEGS]);
    expect(sizeGuideFor('one-size')).toEqual([]);
  });

  it("gives letters the women's table, the men's, or both for unisex pieces", () => {
    expect(sizeGuideFor('letters', 'female').map((t) => t.caption)).toEqual(["Women's sizes"]);
    expect(sizeGuideFor('letters', 'male').map((t) => t.caption)).toEqual(["Men's sizes"]);
    expect(sizeGuideFor('letters', 'unisex').map((t) => t.caption)).toEqual(["Women's sizes", "Men's sizes"]);
    for (const system of SIZE_SYSTEMS)
      for (const table of sizeGuideFor(system, 'unisex'))
        for (const row of table.rows) expect(row.cells).toHaveLength(table.columns.length);
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

  it('gives jeans waist and inside leg in centimetres and inches (R3.17)', () => {
    expect(JEANS_WAIST_GUIDE.find((r) => r.size === 'W32')!.waist).toEqual({ cm: '81', in: '32' });
    expect(JEANS_LEG_GUIDE.find((r) => r.size === 'L30')!.leg).toEqual({ cm: '76', in: '30' });
    for (const r of JEANS_WAIST_GUIDE) expect(`W${r.waist.in}`).toBe(r.size);
    for (const r of JEANS_LEG_GUIDE) expect(`L${r.leg.in}`).toBe(r.size);
  });
});

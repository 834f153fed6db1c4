import { ItemListQuery } from '@atelier/contract/catalogue';
import { describe, expect, it } from 'vitest';
import { NEW_CASES, OLD_CASES } from './cases.ts';

/** A path's query as the API's query parser hands it over: a repeated key becomes a list. */
function queryOf(path: string): Record<string, string | string[]> {
  const params = new URL(path, 'http://bench.invalid').searchParams;
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}

// A bench case the API refuses stops bench:api halfway: the jeans filter once sent combined sizes
// ('W28 L34') after the API came to take waists and legs apart (R3.17).
describe('bench:api cases', () => {
  for (const [name, make] of Object.entries({ ...OLD_CASES, ...NEW_CASES })) {
    it(`${name}: every request is one the API accepts`, () => {
      for (let n = 0; n < 2000; n++) {
        const parsed = ItemListQuery.safeParse(queryOf(make(n)));
        expect(parsed.error?.issues ?? [], make(n)).toEqual([]);
      }
    });
  }

  it('filtered draws ask jeans by waist and by leg, never a combined size', () => {
    const sizes = Array.from({ length: 2000 }, (_, n) => new URL(NEW_CASES['new: filtered (independent draws)']!(n), 'http://b.invalid'))
      .filter((u) => u.searchParams.get('category') === 'jeans')
      .flatMap((u) => u.searchParams.getAll('size'));
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((s) => /^(W|L)\d+$/.test(s))).toBe(true);
    expect(sizes.some((s) => s.startsWith('W'))).toBe(true);
    expect(sizes.some((s) => s.startsWith('L'))).toBe(true);
  });
});

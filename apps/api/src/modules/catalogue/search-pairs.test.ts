import { describe, expect, it } from 'vitest';
import { pairQuery, plainStem } from './search-pairs.ts';

describe('pairQuery', () => {
  it('pairs two words, each alternative with each, in byte order', () => {
    expect(pairQuery([['denim'], ['jacket', 'coat', 'outerwear']])).toBe("('denim~jacket' | 'coat~denim' | 'denim~outerwear')");
    expect(pairQuery([['linen'], ['shirt']])).toBe("'linen~shirt'");
  });

  it('pairs each word with the next, so three words need two pairs', () => {
    expect(pairQuery([['relax'], ['linen'], ['shirt']])).toBe("'linen~relax' & 'linen~shirt'");
  });

  it('keeps a stem alone when both words can be it', () => {
    expect(pairQuery([['shirt'], ['shirt']])).toBe("'shirt'");
    expect(
      pairQuery([
        ['jumper', 'sweater'],
        ['sweater', 'wool'],
      ]),
    ).toBe("('jumper~sweater' | 'jumper~wool' | 'sweater' | 'sweater~wool')");
  });

  it('says nothing for one word, a phrase, a beginning or too many alternatives', () => {
    expect(pairQuery([['shirt']])).toBeUndefined();
    expect(pairQuery([['card holder'], ['leather']])).toBeUndefined();
    expect(pairQuery([['jack:*'], ['denim']])).toBeUndefined();
    expect(pairQuery([[], ['denim']])).toBeUndefined();
    const many = Array.from({ length: 9 }, (_, i) => `w${i}`);
    expect(pairQuery([many, many.map((w) => `${w}x`)])).toBeUndefined();
  });
});

describe('plainStem', () => {
  it('reads one quoted stem and nothing else', () => {
    expect(plainStem("'jumper'")).toBe('jumper');
    expect(plainStem("'card' <-> 'holder'")).toBeUndefined();
    expect(plainStem("'jack':*")).toBeUndefined();
  });
});

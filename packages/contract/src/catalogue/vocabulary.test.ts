import { describe, expect, it } from 'vitest';
import { searchWords } from './search.ts';
import { isThingWord, SHOPPER_VOCABULARY, vocabularyTwins, vocabularyUnits } from './vocabulary.ts';

describe('shoppers’ vocabulary (R19.8-R19.10)', () => {
  // Each British word finds its US twin and the other way round.
  it.each([
    ['jumper', 'sweater'],
    ['trainers', 'sneakers'],
    ['trousers', 'pants'],
    ['joggers', 'sweatpants'],
    ['tracksuit bottoms', 'sweatpants'],
    ['dungarees', 'overalls'],
    ['tights', 'pantyhose'],
    ['knickers', 'panties'],
    ['pyjamas', 'pajamas'],
    ['dressing gown', 'robe'],
    ['swimming costume', 'swimsuit'],
    ['mac', 'raincoat'],
    ['anorak', 'windbreaker'],
    ['gilet', 'bodywarmer'],
    ['wellies', 'rain boots'],
    ['plimsolls', 'pumps'],
    ['flip flops', 'thongs'],
    ['rucksack', 'backpack'],
    ['bum bag', 'fanny pack'],
    ['holdall', 'duffel'],
    ['purse', 'wallet'],
    ['bobble hat', 'beanie'],
    ['polo neck', 'turtleneck'],
    ['roll neck', 'turtleneck'],
    ['tshirt', 'tee'],
  ])('%s <-> %s', (uk, us) => {
    expect(vocabularyTwins(uk)).toContain(us);
    expect(vocabularyTwins(us)).toContain(uk);
  });

  it.each([
    // A UK waistcoat is not a US vest, and a jersey is mostly a fabric here.
    ['waistcoat', 'vest'],
    ['jumper', 'jersey'],
    ['midi', 'maxi'],
    ['mini', 'midi'],
    ['slim', 'skinny'],
    ['jeans', 'denims'],
  ])('%s does not find %s', (a, b) => {
    expect(vocabularyTwins(a)).not.toContain(b);
  });

  it('holds each term once, written as searches read it', () => {
    const terms = SHOPPER_VOCABULARY.flatMap((g) => g.terms);
    expect(new Set(terms).size).toBe(terms.length);
    for (const term of terms) expect(searchWords(term).join(' ')).toBe(term);
  });

  it('reads a query as units, phrases first', () => {
    expect(vocabularyUnits(['navy', 'polo', 'neck', 'jumper']).map((u) => (typeof u === 'string' ? u : u.words.join(' ')))).toEqual([
      'navy',
      'polo neck',
      'jumper',
    ]);
    const [unit] = vocabularyUnits(['midi']);
    expect(unit).toMatchObject({ kind: 'style', words: ['midi'], terms: [['midi']] });
  });

  it('tells the things the shop sells from style words and other words', () => {
    expect(isThingWord('jumper')).toBe(true);
    expect(isThingWord('cardigan')).toBe(true);
    expect(isThingWord('midi')).toBe(false);
    expect(isThingWord('card')).toBe(false);
  });
});

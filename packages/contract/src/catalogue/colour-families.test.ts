import { describe, expect, it } from 'vitest';
import { colourFamilyOf, defaultColourFamily, familyOfWord } from './colour-families.ts';
import { COLOUR_PALETTE } from './colours.ts';
import { understandQuery } from './search.ts';

describe('colour families (R17.9-R17.11)', () => {
  it('puts every palette shade in a family other than "other"', () => {
    for (const name of Object.keys(COLOUR_PALETTE)) expect(defaultColourFamily(name), name).not.toBe('other');
  });

  it.each([
    ['Charcoal', 'grey'],
    ['Slate', 'grey'],
    ['Grey Marl', 'grey'],
    ['Ecru', 'neutral'],
    ['Oatmeal', 'neutral'],
    ['Stone', 'neutral'],
    ['Navy', 'blue'],
    ['Sage', 'green'],
    ['Dark Grey', 'grey'],
    ['Pale Sage', 'green'],
    ['washed  navy', 'blue'],
    ['Aubergine', 'other'],
  ])('%s is %s by default', (colour, family) => expect(defaultColourFamily(colour)).toBe(family));

  it('lets the owner’s choice win, and ignores a family that does not exist', () => {
    expect(colourFamilyOf('Khaki', { Khaki: 'neutral' })).toBe('neutral');
    expect(colourFamilyOf('Khaki', { Khaki: 'mauve-ish' })).toBe('green');
    expect(colourFamilyOf('Khaki', {})).toBe('green');
  });

  it('reads family words, US spellings and plurals', () => {
    expect(familyOfWord('grey')).toBe('grey');
    expect(familyOfWord('gray')).toBe('grey');
    expect(familyOfWord('neutrals')).toBe('neutral');
    expect(familyOfWord('charcoal')).toBeUndefined();
  });

  it('reads a family word in a search as all its shades', () => {
    const colours = ['Charcoal', 'Grey Marl', 'Slate', 'Navy', 'Light Blue'];
    const read = understandQuery('grey jumper', colours, (c) => colourFamilyOf(c, {}));
    expect(read.understood).toEqual([{ facet: 'colour', words: ['grey'], values: ['Charcoal', 'Grey Marl', 'Slate'] }]);
    expect(read.words).toEqual(['jumper']);
    // A whole shade name still means that shade only.
    expect(understandQuery('light blue shirt', colours, (c) => colourFamilyOf(c, {})).understood[0]?.values).toEqual(['Light Blue']);
  });
});

import { describe, expect, it } from 'vitest';
import { ColourHex } from './colour-schemas.ts';
import { COLOUR_PALETTE, defaultColourHex, isLightColour, paletteHex, styleSwatches, UNKNOWN_COLOUR_HEX } from './colours.ts';

describe('colour palette (R17.2)', () => {
  it('finds a named colour whatever its case and spacing', () => {
    expect(paletteHex('Terracotta')).toBe('#c06a45');
    expect(paletteHex('  grey   marl ')).toBe(COLOUR_PALETTE['Grey Marl']);
    expect(paletteHex('Sunset')).toBeUndefined();
  });

  it('falls back to a neutral grey for a colour it does not know', () => {
    expect(defaultColourHex('Oatmeal')).toBe('#d6c9b0');
    expect(defaultColourHex('Sunset')).toBe(UNKNOWN_COLOUR_HEX);
  });

  it('accepts # and six hex digits only, stored lower-case', () => {
    expect(ColourHex.parse(' #C06A45 ')).toBe('#c06a45');
    for (const bad of ['c06a45', '#c06a4', '#c06a455', 'red', '#gggggg', '']) expect(ColourHex.safeParse(bad).success).toBe(false);
  });

  it('tells light swatches (which need a darker ring) from dark ones', () => {
    expect(isLightColour(COLOUR_PALETTE.White)).toBe(true);
    expect(isLightColour(COLOUR_PALETTE.Oatmeal)).toBe(true);
    expect(isLightColour(COLOUR_PALETTE.Navy)).toBe(false);
    expect(isLightColour('not a colour')).toBe(false);
  });
});

describe('style swatches (R17.3)', () => {
  const item = (slug: string, colour: string, siblings: { slug: string; colour: string }[]) => ({
    slug,
    colour,
    colourHex: '#000000',
    isStock: true,
    siblings: siblings.map((s) => ({ ...s, colourHex: '#111111', inStock: false })),
  });

  it('lists the product and its siblings by colour name, the product marked current', () => {
    const swatches = styleSwatches(
      item('jumper-oatmeal', 'Oatmeal', [
        { slug: 'jumper-navy', colour: 'Navy' },
        { slug: 'jumper-black', colour: 'Black' },
      ]),
    );
    expect(swatches.map((s) => `${s.colour}${s.current ? '*' : ''}`)).toEqual(['Black', 'Navy', 'Oatmeal*']);
    expect(swatches.find((s) => s.current)).toMatchObject({ slug: 'jumper-oatmeal', inStock: true, colourHex: '#000000' });
  });

  it('gives every sibling the same order, and never lists the product twice', () => {
    const fromNavy = styleSwatches(
      item('jumper-navy', 'Navy', [
        { slug: 'jumper-oatmeal', colour: 'Oatmeal' },
        { slug: 'jumper-navy', colour: 'Navy' },
        { slug: 'jumper-black', colour: 'Black' },
      ]),
    );
    expect(fromNavy.map((s) => s.slug)).toEqual(['jumper-black', 'jumper-navy', 'jumper-oatmeal']);
  });

  it('has a single swatch for a style of one colour', () => {
    expect(styleSwatches(item('tote', 'Ecru', []))).toHaveLength(1);
  });
});

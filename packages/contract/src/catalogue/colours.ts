// No zod here: swatches and facets use this module in the browser (the schemas are in colour-schemas.ts).

/**
 * Colour as part of a style (shop rules R17.1-R17.7). One product per colour; products that share a
 * style key are siblings. The palette gives each named colour the paint its swatch shows.
 */

/** Named colours and their display values; the demo catalogue's product shots use the same paint. */
export const COLOUR_PALETTE = {
  Black: '#242424',
  White: '#f7f6f2',
  'Off-White': '#efebe2',
  Ecru: '#e6dcc6',
  Cream: '#f0e6cf',
  Oatmeal: '#d6c9b0',
  Stone: '#c9bfae',
  Sand: '#d9c39f',
  Camel: '#b98a58',
  Tan: '#a5714a',
  Chocolate: '#5b3d2e',
  Brown: '#6f4a33',
  Navy: '#1f2b45',
  Indigo: '#2c3a63',
  'Mid Wash': '#5f7fa6',
  'Light Wash': '#9db5cf',
  'Washed Black': '#3b3b3e',
  'Light Blue': '#b4cbe0',
  'Sky Blue': '#8fb9df',
  Charcoal: '#3d3f43',
  'Grey Marl': '#a3a3a1',
  Grey: '#8e8e8c',
  Slate: '#5f6b73',
  Sage: '#9fb08d',
  Olive: '#686a3c',
  Khaki: '#8d875c',
  'Forest Green': '#2f4a37',
  'Bottle Green': '#1f3d31',
  Green: '#3f6b45',
  Burgundy: '#6d2130',
  Red: '#b2322f',
  Rust: '#a5532f',
  Terracotta: '#c06a45',
  Blush: '#e9c3bb',
  'Dusty Pink': '#cf9c98',
  Pink: '#e4a3b1',
  Lilac: '#bcaad0',
  Mustard: '#cfa23d',
  'Butter Yellow': '#efe0a0',
  Yellow: '#e8c547',
  Blue: '#3b5f99',
  'Navy Stripe': '#ece4d2',
  'Red Stripe': '#ece4d2',
  'Navy Check': '#22304c',
  'Camel Check': '#b98a58',
  'Red Check': '#a8302e',
} as const satisfies Record<string, string>;

export type PaletteColour = keyof typeof COLOUR_PALETTE;

/** Shown for a colour the palette does not know and nobody gave a value for (R17.2). */
export const UNKNOWN_COLOUR_HEX = '#9e9e9e';

/** The palette's value for a colour name, matched without regard to case or spaces (R17.2). */
export function paletteHex(colour: string): string | undefined {
  const key = colour.trim().toLowerCase().replace(/\s+/g, ' ');
  for (const [name, hex] of Object.entries(COLOUR_PALETTE)) if (name.toLowerCase() === key) return hex;
  return undefined;
}

/** The value a product gets when none is given: the palette's, else a neutral grey (R17.2). */
export function defaultColourHex(colour: string): string {
  return paletteHex(colour) ?? UNKNOWN_COLOUR_HEX;
}

/** Another colour of the same style, as the catalogue answers list it (R17.3). */
export interface Sibling {
  slug: string;
  colour: string;
  colourHex: string;
  inStock: boolean;
}

/** Siblings are listed by colour name, then slug, so every page of a style orders them alike (R17.3). */
export function compareSiblings(a: Pick<Sibling, 'colour' | 'slug'>, b: Pick<Sibling, 'colour' | 'slug'>): number {
  return a.colour.localeCompare(b.colour, 'en-GB') || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

export interface StyleSwatch extends Sibling {
  current: boolean;
}

/** Every colour of a product's style, itself included and marked current, in sibling order (R17.3). */
export function styleSwatches(item: {
  slug: string;
  colour: string;
  colourHex: string;
  isStock: boolean;
  siblings: Sibling[];
}): StyleSwatch[] {
  const self: StyleSwatch = { slug: item.slug, colour: item.colour, colourHex: item.colourHex, inStock: item.isStock, current: true };
  return [self, ...item.siblings.filter((s) => s.slug !== item.slug).map((s) => ({ ...s, current: false }))].sort(compareSiblings);
}

/** A light swatch needs a darker ring to stand out against the white page (WCAG 1.4.11). */
export function isLightColour(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]]
    .map((x) => parseInt(x!, 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.45;
}

/** The paint of a swatch for a colour name alone (the listing's colour facet, R15.13): the palette's, else neutral grey. */
export const swatchHex = defaultColourHex;

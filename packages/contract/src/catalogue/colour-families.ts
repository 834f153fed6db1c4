// No zod here: the listing's colour facet and the search reader use this module in the browser too.
import type { PaletteColour } from './colours.ts';

/**
 * Colour families (shop rules R17.9-R17.11): every shade belongs to one family ("Charcoal" and
 * "Slate" are greys, "Ecru" and "Oatmeal" neutrals). The colour filter offers families with their
 * shades inside, and a search reads a family word ("grey") as every shade of it. The owner may move
 * a colour to another family (admin colours); otherwise these defaults hold. This is their one home.
 */
export const COLOUR_FAMILIES = [
  'black',
  'grey',
  'white',
  'neutral',
  'brown',
  'red',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'other',
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** What the filter panel calls each family. */
export const COLOUR_FAMILY_LABELS: Record<ColourFamily, string> = {
  black: 'Black',
  grey: 'Grey',
  white: 'White',
  neutral: 'Neutral',
  brown: 'Brown',
  red: 'Red',
  orange: 'Orange',
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  purple: 'Purple',
  pink: 'Pink',
  other: 'Other',
};

/** The palette's shades by family (R17.9); a pattern goes with its main colour. */
const PALETTE_FAMILIES: Record<PaletteColour, ColourFamily> = {
  Black: 'black',
  'Washed Black': 'black',
  White: 'white',
  'Off-White': 'white',
  Ecru: 'neutral',
  Cream: 'neutral',
  Oatmeal: 'neutral',
  Stone: 'neutral',
  Sand: 'neutral',
  Camel: 'brown',
  Tan: 'brown',
  Chocolate: 'brown',
  Brown: 'brown',
  'Camel Check': 'brown',
  Navy: 'blue',
  Indigo: 'blue',
  'Mid Wash': 'blue',
  'Light Wash': 'blue',
  'Light Blue': 'blue',
  'Sky Blue': 'blue',
  Blue: 'blue',
  'Navy Stripe': 'blue',
  'Navy Check': 'blue',
  Charcoal: 'grey',
  'Grey Marl': 'grey',
  Grey: 'grey',
  Slate: 'grey',
  Sage: 'green',
  Olive: 'green',
  Khaki: 'green',
  'Forest Green': 'green',
  'Bottle Green': 'green',
  Green: 'green',
  Burgundy: 'red',
  Red: 'red',
  'Red Stripe': 'red',
  'Red Check': 'red',
  Rust: 'orange',
  Terracotta: 'orange',
  Blush: 'pink',
  'Dusty Pink': 'pink',
  Pink: 'pink',
  Lilac: 'purple',
  Mustard: 'yellow',
  'Butter Yellow': 'yellow',
  Yellow: 'yellow',
};

/** Words a shopper uses for a family, beyond its own name (R17.11). */
const FAMILY_WORDS: Record<string, ColourFamily> = {
  ...Object.fromEntries(COLOUR_FAMILIES.filter((f) => f !== 'other').map((f) => [f, f])),
  gray: 'grey',
  greys: 'grey',
  grays: 'grey',
  neutrals: 'neutral',
  nude: 'neutral',
  beige: 'neutral',
  browns: 'brown',
  reds: 'red',
  blues: 'blue',
  greens: 'green',
  pinks: 'pink',
  purples: 'purple',
  violet: 'purple',
  mauve: 'purple',
  yellows: 'yellow',
  whites: 'white',
  blacks: 'black',
};

const lowerPalette = new Map(Object.entries(PALETTE_FAMILIES).map(([name, family]) => [name.toLowerCase(), family]));

/**
 * A colour's family when the owner has not set one (R17.9): the palette's, else the last word of
 * its name that is a family or a palette shade ("Dark Grey" is grey, "Pale Sage" green), else other.
 */
export function defaultColourFamily(colour: string): ColourFamily {
  const name = colour.trim().toLowerCase().replace(/\s+/g, ' ');
  const known = lowerPalette.get(name);
  if (known) return known;
  const words = name.split(/[^a-z]+/).filter(Boolean);
  for (const word of words.reverse()) {
    const family = FAMILY_WORDS[word] ?? lowerPalette.get(word);
    if (family) return family;
  }
  return 'other';
}

/** The family a search word names ("gray" -> grey), if any (R17.11). */
export function familyOfWord(word: string): ColourFamily | undefined {
  return FAMILY_WORDS[word];
}

/** A colour's family: the owner's choice where one is stored, else the default (R17.9, R17.10). */
export function colourFamilyOf(colour: string, overrides: Readonly<Record<string, string>>): ColourFamily {
  const chosen = overrides[colour];
  return chosen && (COLOUR_FAMILIES as readonly string[]).includes(chosen) ? (chosen as ColourFamily) : defaultColourFamily(colour);
}

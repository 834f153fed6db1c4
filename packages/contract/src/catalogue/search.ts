// No zod here: the search panel uses this module in the browser (schemas are in search-schemas.ts).
import { type ColourFamily, familyOfWord } from './colour-families.ts';
import type { Gender } from './sizes.ts';

/**
 * How the shop reads a shopper's search (shop rules R19.1-R19.2): words for who it is for and
 * colour words become filters; every other word must match the product.
 */

/** At most this many words of a query are searched; the rest would only slow the search. */
export const MAX_SEARCH_WORDS = 6;
/**
 * A listing's total is counted up to this and shown as "2,000+" beyond it (R19.6): a listing this
 * small is read at once and sorted in full, a larger one is read in index order only up to its page
 * (R19.7), so no request counts further.
 */
export const TOTAL_COUNT_CAP = 2_000;
/** Products the search panel suggests as the shopper types (R19.5). */
export const SUGGESTED_PRODUCTS = 6;

const GENDER_WORDS: Record<string, Gender> = {
  men: 'male',
  mens: 'male',
  man: 'male',
  male: 'male',
  males: 'male',
  gents: 'male',
  gent: 'male',
  gentlemen: 'male',
  menswear: 'male',
  women: 'female',
  womens: 'female',
  woman: 'female',
  womans: 'female',
  female: 'female',
  females: 'female',
  ladies: 'female',
  lady: 'female',
  ladys: 'female',
  womenswear: 'female',
  unisex: 'unisex',
};

/** Colour words spelt the other way (US/UK) or loosely. */
const COLOUR_ALIASES: Record<string, string> = { gray: 'grey', beige: 'stone', maroon: 'burgundy' };

/**
 * A search text as words: lower case, accents and apostrophes dropped (men's -> mens), a one-letter
 * prefix joined to its word (t-shirt, t shirt -> tshirt), other hyphens as spaces. The database's
 * atelier_search_words (migration 0007) reads product text the same way.
 */
export function searchWords(text: string): string[] {
  const plain = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .replace(/\b([b-hj-z])[- ]([a-z]{2})/g, '$1$2');
  const words = plain.split(/[^a-z0-9]+/).filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_SEARCH_WORDS);
}

/** A word the shop understood as a filter, shown as a removable tag ("Colour: Black"). */
export interface UnderstoodFilter {
  facet: 'gender' | 'colour';
  /** The words of the query it came from, as typed after normalising. */
  words: string[];
  /** The filter values it stands for: genders, or colour names as products carry them. */
  values: string[];
}

export interface ShopperQuery {
  understood: UnderstoodFilter[];
  /** The words left to match against the products' text. */
  words: string[];
}

const colourWords = (name: string) => searchWords(name.replace(/-/g, ' '));

/**
 * Splits a query into filters and words. `colourNames` are the catalogue's colours: a whole colour
 * name in the query ("light blue") takes that colour; a word that is itself a colour ("black")
 * takes every colour named with it (Black, Washed Black); a family word ("grey") takes every shade
 * of the family too (Charcoal, Slate), by `familyOf` (R17.11). Words stay words when nothing matches.
 */
export function understandQuery(text: string, colourNames: readonly string[], familyOf?: (colour: string) => ColourFamily): ShopperQuery {
  let words = searchWords(text).map((w) => COLOUR_ALIASES[w] ?? w);
  const understood: UnderstoodFilter[] = [];

  const genders = words.filter((w) => GENDER_WORDS[w]);
  // Only one gender at a time: "men women" is not a filter anyone means.
  const wanted = [...new Set(genders.map((w) => GENDER_WORDS[w]!))];
  if (wanted.length === 1) {
    understood.push({ facet: 'gender', words: genders, values: wanted });
    words = words.filter((w) => !GENDER_WORDS[w]);
  }

  const named = colourNames.map((name) => ({ name, words: colourWords(name) })).sort((a, b) => b.words.length - a.words.length);
  for (const colour of named) {
    if (colour.words.length < 2) continue;
    const at = indexOfRun(words, colour.words);
    if (at < 0) continue;
    understood.push({ facet: 'colour', words: colour.words, values: [colour.name] });
    words = [...words.slice(0, at), ...words.slice(at + colour.words.length)];
  }
  for (const word of [...words]) {
    const family = familyOf && familyOfWord(word);
    const shades = family ? named.filter((c) => familyOf(c.name) === family) : [];
    if (shades.length === 0 && !named.some((c) => c.words.length === 1 && c.words[0] === word)) continue;
    const values = new Set([...named.filter((c) => c.words.includes(word)), ...shades].map((c) => c.name));
    understood.push({ facet: 'colour', words: [word], values: [...values].sort() });
    words = words.filter((w) => w !== word);
  }
  return { understood, words };
}

function indexOfRun(words: string[], run: string[]): number {
  for (let i = 0; i + run.length <= words.length; i++) if (run.every((w, j) => words[i + j] === w)) return i;
  return -1;
}

/** The query without one understood filter's words: where removing its tag leads. */
export function queryWithout(text: string, filter: Pick<UnderstoodFilter, 'words'>): string {
  const drop = new Set(filter.words);
  return searchWords(text)
    .filter((w) => !drop.has(COLOUR_ALIASES[w] ?? w))
    .join(' ');
}

/** "1,234", or "2,000+" for a count that stopped at a cap. */
export function formatCount(count: number, capped: boolean): string {
  return `${count.toLocaleString('en-GB')}${capped ? '+' : ''}`;
}

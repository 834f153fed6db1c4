import {
  colourFamilyOf,
  type Gender,
  isThingWord,
  queryWithout,
  understandQuery,
  type UnderstoodFilter,
  type VocabularyMatch,
  vocabularyUnits,
} from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { pairQuery, plainStem } from './search-pairs.ts';
import { closestWords, lookupWords, type WordLookup } from './search-repository.ts';

/** A misspelt word matches catalogue words at least this alike (pg_trgm similarity, R19.2). */
const FUZZY_MIN = 0.39;
/** "Did you mean" looks further, and offers a word only if it finds products (R19.4). */
const SUGGEST_MIN = 0.25;
/** ...and further still for a word naming a thing the shop sells (R19.10). */
const THING_SUGGEST_MIN = 0.2;
/** A search with this many results or fewer may be offered a respelling that finds more (R19.11). */
export const FEW_RESULTS = 3;
/** ...when the respelling finds at least this many times as many. */
export const MANY_MORE = 3;

/** A search as the listing query runs it. */
export interface SearchPlan {
  text: string;
  understood: (UnderstoodFilter & { without: string })[];
  genders?: Gender[];
  colours?: string[];
  /** tsquery text every product must match; undefined when only filters were understood. */
  match?: string;
  /** The same with spelt words only, which ranks exact matches above look-alikes. */
  exact?: string;
  /** `match` as pairs of words, for the search rows' pair index, when it can be said so (search-pairs.ts). */
  pairs?: string;
  /** True when some word matches nothing at all: the search finds nothing. */
  nothing: boolean;
  /** Words that were not found as spelt, for "did you mean". */
  unknownWords: string[];
  /** The colours on offer and the owner's families, read with the words; undefined when no word was looked up. */
  offer?: { colours: string[]; overrides: Record<string, string> };
}

/**
 * Reads a shopper's search (R19.1-R19.2): gender and colour words become filters, and every other
 * word must match, by its stem, its synonyms or, when the catalogue lacks it, its closest spellings.
 * Words of the shop's vocabulary match every way of saying them and are never taken as misspellings
 * (R19.8-R19.9). `prefixLast` lets the last word match as a beginning, for suggestions while typing.
 */
export async function planSearch(db: Db, text: string, prefixLast = false): Promise<SearchPlan> {
  // Gender words are filters whatever the catalogue holds. The other words are looked up together
  // with the colours on offer, which then tell the colour words apart: one statement for both.
  const candidates = understandQuery(text, []).words;
  const typed = vocabularyUnits(candidates);
  // Words that may be misspelt come first; the vocabulary's own terms after them are spelt right.
  const loose = typed.filter((u): u is string => typeof u === 'string');
  const known = [...new Set(typed.flatMap((u) => (typeof u === 'string' ? [] : u.terms.flat())))].filter((w) => !loose.includes(w));
  const { lookups, colours, families } = await lookupWords(db, [...loose, ...known], FUZZY_MIN, loose.length);
  const shopper = understandQuery(text, colours, (c) => colourFamilyOf(c, families));
  const lookupOf = new Map([...loose, ...known].map((w, i) => [w, lookups[i]!]));
  const understood = shopper.understood.map((u) => ({ ...u, without: queryWithout(text, u) }));
  const genders = understood.find((u) => u.facet === 'gender')?.values as Gender[] | undefined;
  const colourValues = understood.filter((u) => u.facet === 'colour').flatMap((u) => u.values);
  const plan: SearchPlan = {
    text,
    understood,
    genders,
    colours: colourValues.length ? colourValues : undefined,
    nothing: false,
    unknownWords: [],
    offer: candidates.length ? { colours, overrides: families } : undefined,
  };
  const units = vocabularyUnits(shopper.words);
  const match: string[] = [];
  const exact: string[] = [];
  /** Each word's alternatives as stems, or undefined where one is a phrase or a beginning. */
  const stems: (string[] | undefined)[] = [];
  units.forEach((unit, i) => {
    const typing = prefixLast && i === units.length - 1;
    const { spelt, alike, preferred } = typeof unit === 'string' ? looseWord(unit, typing) : vocabularyWord(unit, typing);
    if (spelt === undefined) return;
    const all = [...new Set([...spelt, ...alike])];
    if (all.length === 0) {
      plan.nothing = true;
      return;
    }
    match.push(group(all));
    // Exact matches rank first; for a misspelt word, its look-alikes that name a thing the shop sells (R19.10).
    const ranked = spelt.length ? spelt : preferred;
    if (ranked.length) exact.push(group(ranked));
    const plain = all.map(plainStem);
    stems.push(plain.every((x): x is string => x !== undefined) ? plain : undefined);
  });
  // Nothing to match and nothing understood ('the'): a search for nothing finds nothing.
  if (match.length === 0 && understood.length === 0) plan.nothing = true;
  if (match.length) {
    plan.match = match.join(' & ');
    const exactQuery = exact.length === match.length ? exact.join(' & ') : undefined;
    // Every word spelt as typed: the exact query is the match itself, and ranking by it again changes no order.
    plan.exact = exactQuery === plan.match ? undefined : exactQuery;
    if (stems.every((x): x is string[] => x !== undefined)) plan.pairs = pairQuery(stems);
  }
  return plan;

  /** A word outside the vocabulary: its stem if the catalogue has it, its synonyms, else its look-alikes. */
  function looseWord(word: string, typing: boolean) {
    const w = lookupOf.get(word)!;
    if (w.stem === '') return { spelt: undefined, alike: [], preferred: [] };
    const own = typing ? [`${quote(w.stem)}:*`] : w.known ? [quote(w.stem)] : [];
    if (!w.known) plan.unknownWords.push(w.word);
    const alike = w.fuzzy.map((f) => quote(f.stem));
    const preferred = w.fuzzy.filter((f) => isThingWord(f.term)).map((f) => quote(f.stem));
    return { spelt: [...new Set([...own, ...w.synonyms])], alike, preferred: preferred.length < alike.length ? preferred : [] };
  }

  /** A vocabulary word or phrase: every term of its group the catalogue has, each with its synonyms (R19.8). */
  function vocabularyWord(unit: VocabularyMatch, typing: boolean) {
    const spelt: string[] = [];
    if (typing && unit.words.length === 1) spelt.push(`${quote(lookupOf.get(unit.words[0]!)!.stem)}:*`);
    for (const term of unit.terms) {
      // A term not looked up (its words were split by a colour word) is left out.
      const found = term.map((w) => lookupOf.get(w));
      if (found.some((w) => w === undefined)) continue;
      const parts = (found as WordLookup[]).filter((w) => w.stem !== '');
      // The owner's synonyms of what was typed only: a twin's own groups would widen the search (purse: bags).
      const typedTerm = term.join(' ') === unit.words.join(' ');
      if (parts.length === 1) spelt.push(...(typedTerm ? parts[0]!.synonyms : []), ...(parts[0]!.known ? [quote(parts[0]!.stem)] : []));
      else if (parts.length > 1 && parts.every((p) => p.known)) spelt.push(parts.map((p) => quote(p.stem)).join(' <-> '));
    }
    return { spelt: [...new Set(spelt)], alike: [], preferred: [] };
  }
}

/**
 * The query with each unknown word replaced by its closest catalogue word, if any changed. A word
 * that names a thing the shop sells wins over a closer word that does not, and may be a little
 * further off ("shrit": shirt, not shrink), since "did you mean" is offered only if it finds more (R19.4, R19.10).
 */
export async function respelt(db: Db, plan: SearchPlan): Promise<string | undefined> {
  const close = await closestWords(db, plan.unknownWords, THING_SUGGEST_MIN);
  const closest = new Map<string, string>();
  for (const [word, terms] of close) {
    const best = terms.find((t) => isThingWord(t.term)) ?? terms.find((t) => t.sim >= SUGGEST_MIN);
    if (best) closest.set(word, best.term);
  }
  if (closest.size === 0) return undefined;
  const words = plan.text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => closest.get(w.replace(/[^a-z0-9]/g, '')) ?? w);
  const fixed = words.join(' ');
  return fixed === plan.text.toLowerCase() ? undefined : fixed;
}

const group = (alternatives: string[]) => (alternatives.length === 1 ? alternatives[0]! : `(${alternatives.join(' | ')})`);

/** Stems come from the vocabulary or from [a-z0-9] words; quote them all the same. */
function quote(lexeme: string): string {
  return `'${lexeme.replaceAll("'", "''")}'`;
}

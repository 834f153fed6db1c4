import { type Gender, queryWithout, understandQuery, type UnderstoodFilter } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import { pairQuery, plainStem } from './search-pairs.ts';
import { closestWords, lookupWords } from './search-repository.ts';

/** A misspelt word matches catalogue words at least this alike (pg_trgm similarity, R19.2). */
const FUZZY_MIN = 0.39;
/** "Did you mean" looks further, and offers a word only if it finds products (R19.4). */
const SUGGEST_MIN = 0.25;

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
}

/**
 * Reads a shopper's search (R19.1-R19.2): gender and colour words become filters, and every other
 * word must match, by its stem, its synonyms or, when the catalogue lacks it, its closest spellings.
 * `prefixLast` lets the last word match as a beginning, for suggestions while typing.
 */
export async function planSearch(db: Db, text: string, prefixLast = false): Promise<SearchPlan> {
  // Gender words are filters whatever the catalogue holds. The other words are looked up together
  // with the colours on offer, which then tell the colour words apart: one statement for both.
  const candidates = understandQuery(text, []).words;
  const { lookups, colours } = await lookupWords(db, candidates, FUZZY_MIN);
  const shopper = understandQuery(text, colours);
  const lookupOf = new Map(candidates.map((w, i) => [w, lookups[i]!]));
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
  };
  const looked = shopper.words.map((w) => lookupOf.get(w)!);
  const match: string[] = [];
  const exact: string[] = [];
  /** Each word's alternatives as stems, or undefined where one is a phrase or a beginning. */
  const stems: (string[] | undefined)[] = [];
  looked.forEach((w, i) => {
    if (w.stem === '') return;
    const typing = prefixLast && i === looked.length - 1;
    const own = typing ? [`${quote(w.stem)}:*`] : w.known ? [quote(w.stem)] : [];
    const spelt = [...new Set([...own, ...w.synonyms])];
    const alike = w.fuzzy.map((f) => quote(f.stem));
    if (!w.known) plan.unknownWords.push(w.word);
    const all = [...new Set([...spelt, ...alike])];
    if (all.length === 0) {
      plan.nothing = true;
      return;
    }
    match.push(group(all));
    if (spelt.length) exact.push(group(spelt));
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
}

/** The query with each unknown word replaced by its closest catalogue word, if any changed. */
export async function respelt(db: Db, plan: SearchPlan): Promise<string | undefined> {
  const closest = await closestWords(db, plan.unknownWords, SUGGEST_MIN);
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

import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { preparedRows, queryRows, type Db } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/catalogue.ts';
import { textArray } from './listing-where.ts';

/** What the database knows of one search word (R19.2). */
export interface WordLookup {
  word: string;
  /** Its English stem; '' for a stop word ('the', 'and'). */
  stem: string;
  /** Whether some product has a word with this stem, or the word has synonyms. */
  known: boolean;
  /** tsquery text of each synonym ('tshirt', 'card' <-> 'holder'). */
  synonyms: string[];
  /** The closest catalogue words when the word is unknown, best first, with their stems. */
  fuzzy: { term: string; stem: string }[];
}

/**
 * The words of a search looked up in one statement (stems, synonyms and look-alikes, in the words'
 * order), with the colour names on offer, which tell which of the words are colours. Only the first
 * `fuzzyUpTo` words may be misspellings: the others are the shop's vocabulary, spelt right (R19.9).
 */
export async function lookupWords(
  db: Db,
  words: string[],
  fuzzyMin: number,
  fuzzyUpTo = words.length,
): Promise<{ lookups: WordLookup[]; colours: string[]; families: Record<string, string> }> {
  if (words.length === 0) return { lookups: [], colours: [], families: {} };
  // Prepared: every search runs it, and its text is the same whatever the words.
  const rows = await preparedRows<{
    word: string;
    stem: string;
    known: boolean;
    synonyms: string[];
    terms: string[];
    stems: string[];
    colours: string[];
    families: Record<string, string>;
  }>(
    db,
    'search_words',
    // Materialised so each word is stemmed once: inlined, the stem was computed again in every
    // lateral that reads it, half the statement's time.
    sql`
    with s as materialized (
      select word, ord, atelier_stem(word) as stem from unnest(${textArray(words)}) with ordinality as u(word, ord)
    )
    select s.word, s.stem, syn.q as synonyms, (k.known or cardinality(syn.q) > 0) as known, fz.terms, fz.stems,
      (select coalesce(array_agg(colour order by colour), '{}') from live_colours) as colours,
      (select coalesce(json_object_agg(colour, family), '{}') from colour_families) as families
    from s
    cross join lateral (select s.stem <> '' and exists (select 1 from search_terms t where t.stem = s.stem) as known) k
    cross join lateral (
      select coalesce(array_agg(distinct q), '{}') as q
      from search_synonyms g, unnest(g.queries) q where s.stem <> '' and g.stems @> array[s.stem]
    ) syn
    cross join lateral (
      select coalesce(array_agg(term order by sim desc, term), '{}') as terms, coalesce(array_agg(stem order by sim desc, term), '{}') as stems
      from (
        select t.term, t.stem, similarity(t.term, s.word) as sim from search_terms t
        where s.ord <= ${fuzzyUpTo} and s.stem <> '' and not k.known and cardinality(syn.q) = 0 and t.term % s.word
        order by sim desc, t.term limit 3
      ) f where sim >= ${fuzzyMin}
    ) fz
    order by s.ord`,
  );
  const lookups = rows.map((r) => ({
    word: r.word,
    stem: r.stem,
    known: r.known,
    synonyms: r.synonyms,
    fuzzy: r.terms.map((term, i) => ({ term, stem: r.stems[i]! })),
  }));
  return { lookups, colours: rows[0]?.colours ?? [], families: rows[0]?.families ?? {} };
}

/** The closest catalogue words to each given word at a looser similarity, best first, for "did you mean" (R19.4). */
export async function closestWords(db: Db, words: string[], min: number): Promise<Map<string, { term: string; sim: number }[]>> {
  if (words.length === 0) return new Map();
  // The vocabulary is a few thousand words: a scan is cheap and needs no threshold setting.
  const rows = await queryRows<{ word: string; term: string; sim: number }>(
    db,
    sql`
    select w.word, best.term, best.sim from unnest(${textArray(words)}) as w(word)
    cross join lateral (
      select t.term, similarity(t.term, w.word)::float8 as sim from search_terms t where similarity(t.term, w.word) >= ${min}
      order by similarity(t.term, w.word) desc, t.term limit 10
    ) best`,
  );
  const out = new Map<string, { term: string; sim: number }[]>();
  for (const r of rows) (out.get(r.word) ?? out.set(r.word, []).get(r.word)!).push({ term: r.term, sim: r.sim });
  return out;
}

/** Sets the search vector of the given products (all when ids is undefined) and grows the vocabulary. */
export async function refreshSearchIndex(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const only: SQL = ids ? sql`and p.id in ${sql.raw(`(${ids.map((n) => Math.trunc(n)).join(',')})`)}` : sql``;
  await db.execute(sql`
    update products p set search_vector = atelier_search_vector(p.name, c.name, p.colour, p.detail)
    from categories c
    where c.id = p.category_id ${only}`);
  await db.execute(sql`
    insert into search_terms (term, stem)
    select w, atelier_stem(w) from (
      select distinct w from products p join categories c on c.id = p.category_id,
        regexp_split_to_table(atelier_search_words(p.name || ' ' || c.name || ' ' || p.colour || ' ' || p.detail), '[^a-z0-9]+') as w
      where length(w) > 2 ${only}
    ) d where atelier_stem(w) <> ''
    on conflict do nothing`);
}

/** The owner's synonym groups (R19.3). */
export function synonymRepository(db: Db) {
  return {
    list: () => db.select({ id: searchSynonyms.id, terms: searchSynonyms.terms }).from(searchSynonyms).orderBy(asc(searchSynonyms.id)),
    async create(terms: string[]) {
      const [row] = await db.insert(searchSynonyms).values({ terms }).returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
      return row!;
    },
    async update(id: number, terms: string[]) {
      const [row] = await db
        .update(searchSynonyms)
        .set({ terms })
        .where(eq(searchSynonyms.id, id))
        .returning({ id: searchSynonyms.id, terms: searchSynonyms.terms });
      return row;
    },
    async remove(id: number) {
      const rows = await db.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning({ id: searchSynonyms.id });
      return rows.length > 0;
    },
  };
}

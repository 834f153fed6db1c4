import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';

/** At most this many words of a query are used; the rest would only slow the search. */
const MAX_WORDS = 6;
/** Vocabulary terms tried for each word: its own stem plus the closest spellings. */
const CANDIDATES_PER_WORD = 4;

export function searchWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Turns a shopper's words into a tsquery that forgives typos: each word becomes
 * (its stem as a prefix | the catalogue terms spelt most like it), and all words must match.
 * Returns undefined when some word matches nothing at all, which means no results.
 */
export async function buildTsQuery(db: Db, text: string): Promise<string | undefined> {
  const words = searchWords(text);
  if (words.length === 0) return undefined;
  const rows = await queryRows<{ word: string; stem: string | null; term: string | null }>(
    db,
    sql`
    with w as (
      select word, (select lexeme from unnest(to_tsvector('english', word)) limit 1) as stem
      from unnest(${sql.raw(`array[${words.map((x) => `'${x}'`).join(',')}]::text[]`)}) as word
    ), k as (
      select w.*, exists (select 1 from search_terms where term = coalesce(w.stem, w.word)) as known from w
    )
    select k.word, k.stem, t.term
    from k
    left join lateral (
      -- A word the catalogue knows is taken as spelt; only unknown words get their look-alikes
      -- (otherwise 'shirt' would also find 'short').
      select term from search_terms
      where not k.known and k.stem is not null and (term % coalesce(k.stem, k.word) or term % k.word)
      order by greatest(similarity(term, coalesce(k.stem, k.word)), similarity(term, k.word)) desc
      limit ${CANDIDATES_PER_WORD}
    ) t on true`,
  );
  const byWord = new Map<string, Set<string>>();
  for (const r of rows) {
    const set = byWord.get(r.word) ?? new Set<string>();
    // A stop word ('the', 'and') has no stem: it neither helps nor blocks.
    if (r.stem === null && r.term === null) {
      byWord.set(r.word, set);
      continue;
    }
    if (r.stem) set.add(`${r.stem}:*`);
    if (r.term) set.add(r.term);
    byWord.set(r.word, set);
  }
  const groups: string[] = [];
  for (const word of words) {
    const set = byWord.get(word);
    if (!set || set.size === 0) continue;
    groups.push(`(${[...set].map(quoteLexeme).join(' | ')})`);
  }
  return groups.length ? groups.join(' & ') : undefined;
}

/** Terms come from our own vocabulary or from [a-z0-9] words, but quote them all the same. */
function quoteLexeme(t: string): string {
  const prefix = t.endsWith(':*');
  const bare = prefix ? t.slice(0, -2) : t;
  return `'${bare.replaceAll("'", "''")}'${prefix ? ':*' : ''}`;
}

/** SQL that sets the search columns of the given products (all when ids is undefined) and grows the vocabulary. */
export async function refreshSearchIndex(db: Db, ids?: number[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const only: SQL = ids ? sql`and p.id in ${sql.raw(`(${ids.map((n) => Math.trunc(n)).join(',')})`)}` : sql``;
  await db.execute(sql`
    update products p set
      search_vector =
        setweight(to_tsvector('english', p.name), 'A') ||
        setweight(to_tsvector('english', c.name || ' ' || p.colour), 'B') ||
        setweight(to_tsvector('english', p.detail), 'C'),
      search_text = lower(p.name || ' ' || c.name || ' ' || p.colour || ' ' || p.detail)
    from categories c
    where c.id = p.category_id ${only}`);
  await db.execute(sql`
    insert into search_terms (term)
    select distinct lexeme from products p, unnest(p.search_vector) as u(lexeme)
    where length(lexeme) > 1 ${only}
    on conflict do nothing`);
}

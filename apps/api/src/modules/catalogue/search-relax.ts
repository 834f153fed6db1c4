import type { ItemListQuery } from '@atelier/contract/catalogue';
import type { Db } from '../../db/client.ts';
import type { ListingService } from './listing-service.ts';
import { planSearch, type SearchPlan } from './search.ts';

/** A search that found nothing, made broader by one word or one filter (R15.17). */
export interface Relaxed {
  /** The search text the results are for (the shopper's, when a filter was dropped). */
  text: string;
  /** What was left out, as the page says it: `“red”`, `size M`. */
  without: string;
  query: ItemListQuery;
  plan: SearchPlan;
}

/** At most this many broader searches are tried, each a plan and a capped count. */
const MAX_TRIES = 6;

interface Candidate {
  text: string;
  without: string;
  query: ItemListQuery;
}

/**
 * The broader searches to try, least important first (R15.17): the colour and gender words read as
 * filters, then each other word from the first (English names the thing last: "red linen blazer"
 * is a blazer), then the listing's own filters (size, colour, availability, price).
 */
function candidates(plan: SearchPlan, q: ItemListQuery): Candidate[] {
  const out: Candidate[] = [];
  const understood = [...plan.understood].sort((a, b) => (a.facet === b.facet ? 0 : a.facet === 'colour' ? -1 : 1));
  for (const u of understood) {
    if (u.without.trim()) out.push({ text: u.without, without: quoted(u.words.join(' ')), query: q });
  }
  const words = plan.text.trim().split(/\s+/);
  if (words.length > 1) {
    words.forEach((w, i) => out.push({ text: words.filter((_, j) => j !== i).join(' '), without: quoted(w), query: q }));
  }
  if (q.size?.length) out.push({ text: plan.text, without: `size ${q.size.join(', ')}`, query: { ...q, size: undefined } });
  if (q.colour?.length) out.push({ text: plan.text, without: q.colour.join(', '), query: { ...q, colour: undefined } });
  if (q.isStock !== undefined) {
    out.push({ text: plan.text, without: q.isStock ? 'in stock only' : 'out of stock only', query: { ...q, isStock: undefined } });
  }
  if (q.priceMin !== undefined || q.priceMax !== undefined) {
    out.push({ text: plan.text, without: 'the price range', query: { ...q, priceMin: undefined, priceMax: undefined } });
  }
  const seen = new Set<string>();
  return out.filter((c) => {
    const key = `${c.text.toLowerCase()}|${JSON.stringify(c.query)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const quoted = (w: string) => `“${w}”`;

/**
 * The first broader search that finds something, planned as any search is (search.ts): a word read
 * as a colour stays a colour, a misspelling is forgiven. Undefined when none does.
 */
export async function relaxSearch(db: Db, listing: ListingService, plan: SearchPlan, q: ItemListQuery): Promise<Relaxed | undefined> {
  for (const c of candidates(plan, q).slice(0, MAX_TRIES)) {
    const broader = await planSearch(db, c.text);
    if (broader.nothing) continue;
    // The URL's own filters win over words read as filters (R19.1).
    const query = { ...c.query, gender: c.query.gender ?? broader.genders, colour: c.query.colour ?? broader.colours };
    const found = await listing.count({ q: query, match: broader.match, exact: broader.exact, pairs: broader.pairs }, 0);
    if (found > 0) return { text: c.text, without: c.without, query: c.query, plan: broader };
  }
  return undefined;
}

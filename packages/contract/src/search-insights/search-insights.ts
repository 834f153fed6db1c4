import { z } from 'zod';

/** What shoppers search for (R22.12): terms only, never who searched. */

export const INSIGHT_PERIODS = [7, 30] as const;
/** Searches older than this are deleted. */
export const SEARCH_LOG_DAYS = 90;

export const SearchInsightsQuery = z.object({
  days: z.enum(['7', '30']).default('7').transform(Number),
});

const Term = z.object({ term: z.string(), searches: z.number().int(), results: z.number().int() });

export const SearchInsights = z
  .object({
    days: z.number().int(),
    searches: z.number().int(),
    /** Most searched terms, with the products the latest of them found. */
    top: z.array(Term),
    /** Terms whose latest search found nothing: names to fix or synonyms to add. */
    noResults: z.array(Term),
  })
  .meta({ id: 'AdminSearchInsights' });
export type SearchInsights = z.infer<typeof SearchInsights>;

/**
 * A search as it is kept: lower case, spaces collapsed, only letters, digits, spaces, hyphens and
 * apostrophes. Undefined for what may identify a person (an email address, a phone or order
 * number, a postcode) or is empty.
 */
export function normaliseSearchTerm(raw: string): string | undefined {
  const text = raw.normalize('NFKC').toLowerCase().trim();
  if (/@/.test(text) || /\d{5,}/.test(text.replace(/[\s-]/g, '')) || /\b[a-z]{1,2}\d[a-z\d]?\s*\d[a-z]{2}\b/.test(text)) return undefined;
  const term = text
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return term || undefined;
}

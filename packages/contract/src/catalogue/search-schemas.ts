import { z } from 'zod';
import { GENDERS } from './sizes.ts';

/** A filter read from the search words (R19.1): "Colour: Black" from "black dress". */
export const UnderstoodFilter = z
  .object({
    facet: z.enum(['gender', 'colour']),
    words: z.array(z.string()),
    values: z.array(z.string()),
    /** The search text without these words: where removing the tag leads. */
    without: z.string(),
  })
  .meta({ id: 'UnderstoodFilter' });

/** How a listing's search was read (R19.1-R19.4). */
export const SearchInfo = z
  .object({
    text: z.string(),
    understood: z.array(UnderstoodFilter),
    /** A close spelling that finds products, offered when the search found none (R19.4). */
    didYouMean: z.string().nullable(),
    /**
     * When the search found nothing: the nearest broader search whose results the listing shows
     * instead, and what it leaves out (`“red”`, `size M`) (R15.17).
     */
    relaxed: z.object({ text: z.string(), without: z.string() }).optional(),
  })
  .meta({ id: 'SearchInfo' });
export type SearchInfo = z.infer<typeof SearchInfo>;

/** GET /api/item/suggest: what the search panel offers as the shopper types (R19.5). */
export const SuggestQuery = z.object({ q: z.string().trim().min(1).max(100) });
export type SuggestQuery = z.infer<typeof SuggestQuery>;
export const SuggestResponse = z
  .object({
    categories: z.array(z.object({ name: z.string(), slug: z.string(), count: z.number().int() })),
    colours: z.array(z.object({ name: z.string(), hex: z.string(), count: z.number().int() })),
    genders: z.array(z.enum(GENDERS)),
    products: z.array(
      z.object({
        slug: z.string(),
        name: z.string(),
        colour: z.string(),
        price: z.number(),
        image: z.string(),
        srcSet: z.string(),
      }),
    ),
  })
  .meta({ id: 'SearchSuggestions' });
export type SuggestResponse = z.infer<typeof SuggestResponse>;

/** One word or short phrase of a synonym group: letters, digits, spaces and hyphens. */
const SynonymTerm = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(40)
  .regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, 'must be words of letters and digits');

/** A group of words that mean the same to shoppers, kept by the owner (R19.3). */
export const SynonymGroupInput = z
  .object({ terms: z.array(SynonymTerm).min(2).max(20) })
  .refine((g) => new Set(g.terms).size === g.terms.length, { message: 'each word once', path: ['terms'] });
export type SynonymGroupInput = z.infer<typeof SynonymGroupInput>;
export const SynonymGroup = z.object({ id: z.number().int(), terms: z.array(z.string()) }).meta({ id: 'SynonymGroup' });
export type SynonymGroup = z.infer<typeof SynonymGroup>;
export const SynonymGroupsResponse = z.object({ groups: z.array(SynonymGroup) });
export const SynonymGroupResponse = z.object({ group: SynonymGroup });

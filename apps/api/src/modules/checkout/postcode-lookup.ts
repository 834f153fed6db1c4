import { z } from 'zod';
import { CHECKOUT_LIMITS, formatUkPostcode, type FoundAddress } from '@atelier/contract/checkout';

/** Where and how to ask Ideal Postcodes (config.postcodeLookup). */
export interface PostcodeLookupOptions {
  apiKey: string;
  url: string;
  timeoutMs: number;
}

/** The provider failed, was slow or answered what we cannot read: the shopper types the address. */
export class LookupUnavailable extends Error {}

/**
 * The part of Ideal Postcodes' answer to GET /v1/postcodes/:postcode that fills our form
 * (ideal-postcodes.co.uk/documentation/postcodes): `result` holds one entry per address, with up to
 * three address lines, the post town in capitals and the postcode written with its space.
 */
const IdealAnswer = z.object({
  result: z.array(
    z.object({
      line_1: z.string(),
      line_2: z.string().default(''),
      line_3: z.string().default(''),
      post_town: z.string(),
      postcode: z.string(),
    }),
  ),
});

/** Words a town's name keeps in lower case inside it: 'Newcastle upon Tyne', 'Stoke-on-Trent'. */
const SMALL_WORDS = new Set(['upon', 'on', 'in', 'under', 'by', 'the', 'le', 'next', 'of', 'and', 'super', 'cum']);

/** 'NEWCASTLE UPON TYNE' as a town reads on an envelope; the provider gives post towns in capitals. */
export function townCase(town: string): string {
  return town
    .toLowerCase()
    .split(/(\s+|-)/)
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join('');
}

const cut = (text: string, max: number) => text.trim().slice(0, max);

/**
 * Ideal Postcodes' postcode lookup (R20.23): the addresses at a postcode, or undefined when the
 * provider does not know it (its 404). The key goes in the Authorization header, as the provider
 * documents, so it is in no address a log could keep; a slow answer is given up after timeoutMs.
 */
export function idealPostcodes(opts: PostcodeLookupOptions) {
  return {
    async lookup(postcode: string): Promise<FoundAddress[] | undefined> {
      const target = new URL(`/v1/postcodes/${encodeURIComponent(postcode.replace(/\s+/g, ''))}`, opts.url);
      let res: Response;
      try {
        res = await fetch(target, {
          headers: { accept: 'application/json', authorization: `api_key="${opts.apiKey}"` },
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
      } catch (err) {
        throw new LookupUnavailable('the postcode lookup did not answer in time', { cause: err });
      }
      if (res.status === 404) return undefined;
      if (!res.ok) throw new LookupUnavailable(`the postcode lookup answered ${res.status}`);
      const body = IdealAnswer.safeParse(await res.json().catch(() => null));
      if (!body.success) throw new LookupUnavailable('the postcode lookup answered in a form we cannot read');
      return body.data.result.map((a) => ({
        addressLine1: cut(a.line_1, CHECKOUT_LIMITS.addressLine),
        addressLine2: cut([a.line_2, a.line_3].filter((l) => l.trim()).join(', '), CHECKOUT_LIMITS.addressLine),
        city: cut(townCase(a.post_town), CHECKOUT_LIMITS.town),
        postcode: formatUkPostcode(a.postcode) ?? postcode,
      }));
    },
  };
}

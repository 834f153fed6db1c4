import { z } from 'zod';
import { CHECKOUT_LIMITS } from './checkout.ts';
import { formatUkPostcode } from './uk-postcode.ts';

/**
 * The optional postcode lookup (R20.23): the shopper gives a postcode, the shop's API asks the
 * provider the owner configured and answers the addresses there, to fill the form with one. Typing
 * the address stays possible whatever the lookup answers.
 */
// Inline, not a named schema: the OpenAPI generator cannot follow a reference in a query string.
export const AddressLookupQuery = z.object({
  postcode: z
    .string()
    .max(12)
    .transform((v, ctx) => {
      const written = formatUkPostcode(v);
      if (!written) ctx.addIssue({ code: 'custom', message: 'Enter a UK postcode, such as EH1 1AA.' });
      return written ?? v;
    }),
});

/** One address at the postcode, in the form's own fields. */
export const FoundAddress = z
  .object({
    addressLine1: z.string().max(CHECKOUT_LIMITS.addressLine),
    addressLine2: z.string().max(CHECKOUT_LIMITS.addressLine),
    city: z.string().max(CHECKOUT_LIMITS.town),
    postcode: z.string(),
  })
  .meta({ id: 'FoundAddress' });
export type FoundAddress = z.infer<typeof FoundAddress>;

export const AddressLookupResponse = z.object({ addresses: z.array(FoundAddress) }).meta({ id: 'AddressLookupResponse' });
export type AddressLookupResponse = z.infer<typeof AddressLookupResponse>;

/** Whether the shop offers the lookup (the owner set a provider key): the form shows its button then. */
export const AddressLookupStatus = z.object({ available: z.boolean() }).meta({ id: 'AddressLookupStatus' });
export type AddressLookupStatus = z.infer<typeof AddressLookupStatus>;

/** What the storefront's lookup answers the page: addresses, or why there are none, in words. */
export type AddressLookupResult = { addresses: FoundAddress[]; message?: undefined } | { addresses?: undefined; message: string };

/** What the storefront says when the lookup cannot help: the form is always there to type in. */
export const LOOKUP_MESSAGES = {
  POSTCODE_NOT_FOUND: 'We could not find addresses for that postcode. Please type your address below.',
  LOOKUP_UNAVAILABLE: 'Finding addresses is not working just now. Please type your address below.',
  LOOKUP_OFF: 'Finding addresses is not available. Please type your address below.',
} as const;

import { z } from 'zod';
import { COLOUR_FAMILIES } from './colour-families.ts';
import type { Sibling as SiblingShape } from './colours.ts';

// The zod side of colours (R17.2, R17.3), kept apart so the browser's colours.ts carries no zod.

/** A display value: `#` and six hex digits, stored lower-case. */
export const ColourHex = z
  .string({ error: 'Colour value is required.' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Colour value must be # followed by six hex digits, e.g. #c06a45.')
  .transform((v) => v.toLowerCase());

export const Sibling = z
  .object({
    slug: z.string(),
    colour: z.string(),
    colourHex: z.string(),
    inStock: z.boolean(),
  })
  .meta({ id: 'Sibling' }) satisfies z.ZodType<SiblingShape>;

/** A colour on offer as the owner's family screen shows it (R17.9, R17.10). */
export const AdminColourFamily = z
  .object({
    colour: z.string(),
    colourHex: z.string(),
    family: z.enum(COLOUR_FAMILIES),
    /** The family it has when the owner has not chosen one; choosing it removes the owner's choice. */
    defaultFamily: z.enum(COLOUR_FAMILIES),
  })
  .meta({ id: 'AdminColourFamily' });
export type AdminColourFamily = z.infer<typeof AdminColourFamily>;
export const AdminColourFamilies = z.object({ colours: z.array(AdminColourFamily) });

/** The families the owner sets, one or more colours at once (R17.10); each colour once. */
export const AdminColourFamilyInput = z
  .object({
    families: z
      .array(z.object({ colour: z.string().trim().min(1).max(60), family: z.enum(COLOUR_FAMILIES) }))
      .min(1)
      .max(500),
  })
  .refine((b) => new Set(b.families.map((f) => f.colour)).size === b.families.length, {
    message: 'each colour once',
    path: ['families'],
  });
export type AdminColourFamilyInput = z.infer<typeof AdminColourFamilyInput>;

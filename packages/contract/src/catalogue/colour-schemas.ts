import { z } from 'zod';
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

import { z } from 'zod';
import type { ProductFormValues } from './product-values.ts';

const text = z.string().optional();

/**
 * The product form as Conform parses it (server only): nested names such as
 * colours[1].stock[3].sku become objects and arrays. Every field may be missing or mistyped here;
 * the contract's rules are applied after, in product-values.ts, so each message is said once.
 */
export const PostedProduct = z.object({
  name: text,
  slug: text,
  categoryId: text,
  gender: text,
  sizeSystem: text,
  price: text,
  oldPrice: text,
  isFinalSale: text,
  onSale: text,
  collectionIds: z.array(z.string()).optional(),
  detail: text,
  care: text,
  sizes: z.array(z.string()).optional(),
  colours: z
    .array(
      z.object({
        colour: text,
        colourHex: text,
        stock: z.array(z.object({ size: z.string(), quantity: text, sku: text, id: text })).optional(),
      }),
    )
    .optional(),
}) satisfies z.ZodType<ProductFormValues>;

import { z } from 'zod';
import { NewsletterEmail } from '../messages/newsletter.ts';

/** POST /api/back-in-stock: mail me when this sold-out size is back (R21.13). */
export const BackInStockSignup = z
  .strictObject({ variantGuid: z.uuid('Choose a size.'), email: NewsletterEmail })
  .meta({ id: 'BackInStockSignup' });
export type BackInStockSignup = z.infer<typeof BackInStockSignup>;

export const BackInStockResponse = z
  .object({
    message: z.string(),
    /** True when the request is live at once (a signed-in customer's own address); false while it waits for the mailed link. */
    confirmed: z.boolean(),
  })
  .meta({ id: 'BackInStockResponse' });
export type BackInStockResponse = z.infer<typeof BackInStockResponse>;

/** The token of a confirm or unsubscribe link. */
export const BackInStockTokenQuery = z.object({ token: z.uuid('token must be the one from the email link') });

/** The admin's view of waiting demand, one row per size with someone waiting (R21.16). */
export const BackInStockDemandRow = z.object({
  productId: z.number().int(),
  productName: z.string(),
  slug: z.string(),
  size: z.string(),
  sku: z.string(),
  stock: z.number().int(),
  /** Confirmed requests still waiting. */
  waiting: z.number().int(),
  /** Requests still waiting for their mailed link. */
  unconfirmed: z.number().int(),
  oldestAt: z.string(),
});
export const BackInStockDemand = z.object({ rows: z.array(BackInStockDemandRow) }).meta({ id: 'BackInStockDemand' });
export type BackInStockDemand = z.infer<typeof BackInStockDemand>;

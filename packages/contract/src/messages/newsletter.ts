import { z } from 'zod';

export * from './newsletter-messages.ts';

/** Addresses are compared without case; stored trimmed and lower-cased. */
export const NewsletterEmail = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'Email address must be at most 254 characters.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((v) => v.toLowerCase());

/** POST /api/newsletter body. */
export const NewsletterSignup = z.strictObject({ email: NewsletterEmail }).meta({ id: 'NewsletterSignup' });
export type NewsletterSignup = z.infer<typeof NewsletterSignup>;

export const NewsletterResponse = z.object({ message: z.string() }).meta({ id: 'NewsletterResponse' });
export type NewsletterResponse = z.infer<typeof NewsletterResponse>;

/** GET /api/newsletter/unsubscribe query: the token from the link in every newsletter mail. */
export const UnsubscribeQuery = z.object({
  token: z.uuid('token must be the unsubscribe token from the email link'),
});
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** Where the unsubscribe link lands once it has worked. */
export const UNSUBSCRIBED_REDIRECT = '/?unsubscribed=1';

import { z } from 'zod';

/** A guest's e-mail address at checkout (R5.14): the messages the page shows beside the field. */
export const GUEST_EMAIL_MESSAGE = 'Please enter your email address, so we can send your order confirmation.';
export const GUEST_EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

export const GuestEmail = z.object({
  email: z
    .string({ message: GUEST_EMAIL_MESSAGE })
    .trim()
    .min(1, GUEST_EMAIL_MESSAGE)
    .max(254, GUEST_EMAIL_INVALID)
    .toLowerCase()
    .pipe(z.email({ message: GUEST_EMAIL_INVALID })),
});

/** A checkout form's schema (posted or not) with the guest's e-mail address in front. */
export function withGuestEmail<S extends z.ZodType>(schema: S) {
  return z.intersection(GuestEmail, schema);
}

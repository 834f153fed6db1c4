import { z } from 'zod';

import { CONTACT_LIMITS } from './contact-limits.ts';

export * from './contact-limits.ts';

/** POST /api/contact body (R9.8: name, email and message required; email of email type). */
export const ContactMessageInput = z
  .strictObject({
    name: z
      .string({ error: 'Please enter your name.' })
      .trim()
      .min(1, 'Please enter your name.')
      .max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters.`),
    email: z
      .string({ error: 'Please enter your email address.' })
      .trim()
      .min(1, 'Please enter your email address.')
      .max(CONTACT_LIMITS.email, `Email address must be at most ${CONTACT_LIMITS.email} characters.`)
      .pipe(z.email('Please enter a valid email address.')),
    message: z
      .string({ error: 'Please enter a message.' })
      .trim()
      .min(1, 'Please enter a message.')
      .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters.`),
  })
  .meta({ id: 'ContactMessageInput' });
export type ContactMessageInput = z.infer<typeof ContactMessageInput>;

export const ContactResponse = z.object({ message: z.string() }).meta({ id: 'ContactResponse' });
export type ContactResponse = z.infer<typeof ContactResponse>;

export type ContactField = 'name' | 'email' | 'message';
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'message'];

/**
 * Splits the API's validation message ("name: Please enter your name.; email: ...") into
 * per-field messages, so a form can show each beside its input.
 */
export function contactFieldErrors(message: string): Partial<Record<ContactField, string>> {
  const out: Partial<Record<ContactField, string>> = {};
  for (const part of message.split('; ')) {
    const m = /^(\w+): (.+)$/.exec(part);
    if (m && (CONTACT_FIELDS as readonly string[]).includes(m[1]!) && !out[m[1] as ContactField]) {
      out[m[1] as ContactField] = m[2]!;
    }
  }
  return out;
}

import { z } from 'zod';
import { TERMS_MESSAGE } from '../checkout/terms.ts';
import { LIMITS } from './auth-rules.ts';

/**
 * The storefront's Create account form (R9.4): RegisterBody's rules (R9.2's caps from LIMITS, the
 * one home of them) with a sentence per problem, and the terms box. The panel checks it in the
 * browser and the web's action checks the post with it again, so a name over the cap is refused
 * with the same words on both sides, never cut short (R9.14).
 */
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;
const name = (label: string, missing: string) =>
  z.string({ message: missing }).trim().min(1, missing).max(LIMITS.name, tooLong(label, LIMITS.name));

export const REGISTER_EMAIL_MESSAGE = 'Please enter your email address.';
export const REGISTER_EMAIL_INVALID = 'Please enter a valid email address, like name@example.com.';

export const RegisterForm = z.object({
  firstName: name('First name', 'Please enter your first name.'),
  lastName: name('Last name', 'Please enter your last name.'),
  email: z
    .string({ message: REGISTER_EMAIL_MESSAGE })
    .trim()
    .min(1, REGISTER_EMAIL_MESSAGE)
    .max(LIMITS.email, tooLong('Email', LIMITS.email))
    .pipe(z.email({ message: REGISTER_EMAIL_INVALID })),
  password: z
    .string({ message: 'Please choose a password.' })
    .min(LIMITS.passwordMin, `Password must be at least ${LIMITS.passwordMin} characters.`)
    .max(LIMITS.password, tooLong('Password', LIMITS.password)),
  terms: z.literal('on', { message: TERMS_MESSAGE }),
});
export type RegisterForm = z.output<typeof RegisterForm>;

/** The form's fields in the order the panel shows them (and its error summary lists them). */
export const REGISTER_FORM_FIELDS = ['firstName', 'lastName', 'email', 'password', 'terms'] as const;
export type RegisterFormField = (typeof REGISTER_FORM_FIELDS)[number];

/** Which field an API refusal of registration is about, so the panel marks it (R9.14). */
export function registerRefusalField(code: string | undefined, message: string | undefined): RegisterFormField | undefined {
  if (code === 'EMAIL_TAKEN') return 'email';
  if (code === 'WEAK_PASSWORD') return 'password';
  const named = /^(firstName|lastName|email|password):/.exec(message ?? '');
  return named ? (named[1] as RegisterFormField) : undefined;
}

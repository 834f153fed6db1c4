import { z } from 'zod';

import { LIMITS, RESET_CODE_LENGTH } from './auth-rules.ts';

export * from './auth-rules.ts';

/** An e-mail address as the shop compares it: trimmed and lower-cased, as Email below reads it (R5.16). */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** Trimmed and lower-cased, so one address is one account whatever its capitals. */
export const Email = z
  .string()
  .max(LIMITS.email)
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'must be a valid email address' }));

export const PersonName = z.string().trim().min(1, 'is required').max(LIMITS.name);

export const PhoneNumber = z
  .string()
  .trim()
  .max(LIMITS.phone)
  .regex(/^[0-9+()\-.\s]*$/, 'may contain only digits, spaces and + ( ) - .');

/** A password presented for checking: any length up to the cap. */
export const PresentedPassword = z.string().min(1, 'is required').max(LIMITS.password);

/** A password being chosen: the length rule here; the common-password list is checked by the server. */
export const NewPassword = z
  .string()
  .min(LIMITS.passwordMin, `must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.password, `must be at most ${LIMITS.password} characters`);

export const User = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    emailVerified: z.boolean(),
    /** ISO 8601 instant. */
    createdAt: z.string(),
    role: z.enum(['customer', 'admin']),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const LoginBody = z.strictObject({ email: Email, password: PresentedPassword });
export type LoginBody = z.infer<typeof LoginBody>;

export const RegisterBody = z.strictObject({
  firstName: PersonName,
  lastName: PersonName,
  email: Email,
  password: NewPassword,
  phoneNumber: PhoneNumber.optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

/** Login and register answer (R7.1). The same token is also set as the session cookie. */
export const AuthResponse = z.object({ user: User, accessToken: z.string() }).meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponse>;

export const ForgotPasswordBody = z.strictObject({ email: Email });

export const VerifyResetCodeBody = z.strictObject({
  email: Email,
  code: z
    .string()
    .trim()
    .max(RESET_CODE_LENGTH)
    .regex(/^\d{6}$/, 'must be 6 digits'),
});

export const VerifyResetCodeResponse = z.object({
  /** Short-lived, single use; reset-password must present it (R7.8). */
  resetToken: z.string(),
});

export const ResetPasswordBody = z.strictObject({
  email: Email,
  resetToken: z.string().min(1, 'is required').max(200),
  newPassword: NewPassword,
});

export const MessageResponse = z.object({ message: z.string() }).meta({ id: 'Message' });
export type MessageResponse = z.infer<typeof MessageResponse>;

export const VerifyEmailQuery = z.object({ token: z.string().max(200).optional() });

/** Names of the session cookies (R7.2). */
export const SESSION_COOKIE = 'atelier_session';
export const CSRF_COOKIE = 'atelier_csrf';
export const CSRF_HEADER = 'x-csrf-token';

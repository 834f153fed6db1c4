import { z } from 'zod';

/** Caps on every text a person types (decisions 12 for passwords). */
export const LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  password: 128,
  phone: 30,
} as const;

export const PASSWORD_RULES_TEXT = `At least ${LIMITS.passwordMin} characters and at most ${LIMITS.password}; common passwords are not accepted.`;

/** The one answer to any failed sign-in: never says which of the two was wrong (decisions 12). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
/** The two 401 messages on which a client drops its stored session (store-spec 8, decisions 11). */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';
export const TOKEN_REVOKED_MESSAGE = 'Token has been revoked';
export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

/** Reset codes (decisions 13 and store-spec 9). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 300;
export const RESET_CODE_MAX_TRIES = 5;

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

/** Login and register answer (store-spec 3). The same token is also set as the session cookie. */
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
  /** Short-lived, single use; reset-password must present it (decisions 13). */
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

/** Names of the session cookies (decisions 10). */
export const SESSION_COOKIE = 'atelier_session';
export const CSRF_COOKIE = 'atelier_csrf';
export const CSRF_HEADER = 'x-csrf-token';

// Account rules and messages without zod, so the browser bundle can import them (auth.ts re-exports them).

/** Caps on every text a person types (R9.2; R7.6 for passwords). */
export const LIMITS = {
  name: 100,
  email: 254,
  passwordMin: 8,
  password: 128,
  phone: 30,
} as const;

export const PASSWORD_RULES_TEXT = `At least ${LIMITS.passwordMin} characters and at most ${LIMITS.password}; common passwords are not accepted.`;

/** The one answer to any failed sign-in: never says which of the two was wrong (R7.7). */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password.';
/** The two 401 messages on which a client drops its stored session (R7.5). */
export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';
export const TOKEN_REVOKED_MESSAGE = 'Token has been revoked';
/**
 * A limited call's answer names the wait, from the limiter's Retry-After (R8.3): a person told only
 * "check your credentials" or "later" tries again at once and is refused again. Whole minutes,
 * rounded up, never fewer than one.
 */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Reset codes (R7.8, R11.1). */
export const RESET_CODE_LENGTH = 6;
export const RESET_CODE_TTL_SECONDS = 300;
export const RESET_CODE_MAX_TRIES = 5;

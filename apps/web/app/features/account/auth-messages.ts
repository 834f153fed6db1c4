import { TERMS_MESSAGE } from '@atelier/contract/checkout';
import { RESET_CODE_TTL_SECONDS } from '@atelier/contract/customers';
import type { SubmissionResult } from '@conform-to/react';

/** The storefront's account texts (R10.1, R1.1); tests assert them word for word. */
export const MSG = {
  loginFailed: 'Login failed. Please check your credentials.',
  signingIn: 'Signing in...',
  registrationFailed: 'Registration failed',
  // Registering signs the shopper in and mails the address-verification link (R7.9, R7.12).
  registrationOk: 'Account created. Please check your email: we have sent you a link to confirm your address.',
  acceptTerms: TERMS_MESSAGE,
  resetSendFailed: 'Failed to send reset code',
  codeSent: 'Code sent to your email',
  codeFailed: 'Code verification failed',
  codeVerified: 'Code verified.',
  resetFailed: 'Failed to reset password',
  passwordsDiffer: 'Passwords do not match',
  passwordUpdated: 'Password updated.',
  fillAllPasswordFields: 'Fill in all password fields',
  newPasswordsDiffer: 'New passwords do not match',
  saveFailed: 'An error occurred. Please try again.',
  profileSaved: 'User information updated',
  passwordChanged: 'Password changed successfully',
} as const;

/** What the panels' fetchers get back from the /auth/* resource routes. */
export type AuthResult =
  | { ok: true; message: string; firstName?: string; resetToken?: string }
  | {
      ok: false;
      message: string;
      /** A refused form, field by field (Conform's reply; passwords are not sent back). */
      reply?: SubmissionResult<string[]>;
      /** The field a refusal is about (the reset code, R7.18). */
      field?: string;
    };

/** What the /account-details action answers (features/account/account-details.server.ts). */
export interface DetailsResult {
  intent: 'save' | 'resend';
  ok: boolean;
  profileSaved?: boolean;
  passwordChanged?: boolean;
  passwordProblem?: 'incomplete' | 'mismatch';
  /** The API's reason, shown under the form beside the generic toast. */
  detail?: string;
  /** A refused password group, field by field (Conform's reply; the passwords are not sent back). */
  reply?: SubmissionResult<string[]>;
  message?: string;
}

/** Hand-overs and redirects (R11.1). */
export const LOGIN_REDIRECT_MS = 300;
export const REGISTER_REDIRECT_MS = 300;
export const RESET_HANDOVER_MS = 400;

/** localStorage key of the address being reset (R7.2): UI state only, never a secret. */
export const RESET_EMAIL_KEY = 'resetEmail';

export const RESET_COUNTDOWN_SECONDS = RESET_CODE_TTL_SECONDS;

/** 300 -> '05:00', 59 -> '00:59'; negative or fractional input is clamped and floored. */
export function formatCountdown(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

const FIELD_LABELS: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  password: 'Password',
  newPassword: 'New password',
  currentPassword: 'Current password',
  confirmPassword: 'Confirm password',
  phoneNumber: 'Phone number',
  code: 'Code',
};

/**
 * The API's message for a shopper: validation answers name fields the API's way
 * ('password: must be at least 8 characters'), shown here as 'Password must be at least 8 characters'.
 */
export function shopperMessage(body: unknown, fallback: string): string {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  if (typeof message !== 'string' || message.trim() === '') return fallback;
  return message
    .split('; ')
    .map((part) => {
      const m = /^([A-Za-z]+): (.*)$/.exec(part);
      if (!m) return part;
      const label = FIELD_LABELS[m[1]!];
      return label ? `${label} ${m[2]}` : part;
    })
    .join('. ');
}

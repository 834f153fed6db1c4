import { parse } from '@conform-to/react';
import { MSG } from './auth-messages.ts';

export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

/** What a valid group asks for: keep the password, or change it. */
export type PasswordChange = { change: false } | { change: true; passwords: PasswordValues };
export type PasswordCheck = PasswordChange | { problem: 'incomplete' | 'mismatch'; errors: Partial<Record<PasswordField, string>> };

/**
 * The account page's password group: all empty keeps the password, all three filled and the two
 * new ones equal change it. Checked in the browser and again by the action before anything is saved,
 * so a refused group never comes with a 'saved' message beside it.
 */
export function checkPasswordChange(get: (name: PasswordField) => unknown): PasswordCheck {
  const text = (n: PasswordField) => {
    const v = get(n);
    return typeof v === 'string' ? v : '';
  };
  const passwords: PasswordValues = {
    currentPassword: text('currentPassword'),
    newPassword: text('newPassword'),
    confirmPassword: text('confirmPassword'),
  };
  const empty = PASSWORD_FIELDS.filter((n) => passwords[n] === '');
  if (empty.length === PASSWORD_FIELDS.length) return { change: false };
  if (empty.length > 0) {
    return { problem: 'incomplete', errors: Object.fromEntries(empty.map((n) => [n, MSG.fillAllPasswordFields])) };
  }
  if (passwords.newPassword !== passwords.confirmPassword)
    return { problem: 'mismatch', errors: { confirmPassword: MSG.newPasswordsDiffer } };
  return { change: true, passwords };
}

/** The same check as a Conform submission: the form's validation in the browser, the action's answer. */
export function passwordSubmission(formData: FormData) {
  return parse<PasswordChange, string[]>(formData, {
    resolve: () => {
      const check = checkPasswordChange((n) => formData.get(n));
      if (!('problem' in check)) return { value: check };
      return { error: Object.fromEntries(Object.entries(check.errors).map(([name, message]) => [name, [message]])) };
    },
  });
}

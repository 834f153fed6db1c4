import { describe, expect, it } from 'vitest';
import { checkPasswordChange, type PasswordValues } from './password-change.ts';

const check = (v: Partial<PasswordValues>) => checkPasswordChange((n) => v[n]);

describe('checkPasswordChange', () => {
  it('keeps the password when the three fields are empty', () => {
    expect(check({})).toEqual({ change: false });
    expect(check({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({ change: false });
  });

  it('names every empty field when only some are filled', () => {
    expect(check({ currentPassword: 'Old-Pass-1' })).toEqual({
      problem: 'incomplete',
      errors: { newPassword: 'Fill in all password fields', confirmPassword: 'Fill in all password fields' },
    });
  });

  it('puts a mismatch on the confirmation field', () => {
    expect(check({ currentPassword: 'Old-Pass-1', newPassword: 'New-Pass-22', confirmPassword: 'New-Pass-23' })).toEqual({
      problem: 'mismatch',
      errors: { confirmPassword: 'New passwords do not match' },
    });
  });

  it('gives the three passwords when the change is complete', () => {
    const passwords = { currentPassword: 'Old-Pass-1', newPassword: 'New-Pass-22', confirmPassword: 'New-Pass-22' };
    expect(check(passwords)).toEqual({ change: true, passwords });
  });
});

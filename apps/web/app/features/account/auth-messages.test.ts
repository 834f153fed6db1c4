import { describe, expect, it } from 'vitest';
import { formatCountdown, shopperMessage } from './auth-messages.ts';

describe('formatCountdown', () => {
  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(299)).toBe('04:59');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('never shows a negative or fractional time', () => {
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(59.9)).toBe('00:59');
  });
});

describe('shopperMessage', () => {
  it("uses the server's message, naming fields in words", () => {
    expect(shopperMessage({ message: 'password: must be at least 8 characters', code: 'VALIDATION_ERROR' }, 'Registration failed')).toBe(
      'Password must be at least 8 characters',
    );
    expect(shopperMessage({ message: 'email: must be a valid email address; firstName: is required' }, 'x')).toBe(
      'Email must be a valid email address. First name is required',
    );
    expect(shopperMessage({ message: 'code: must be 6 digits' }, 'Code verification failed')).toBe('Code must be 6 digits');
    expect(shopperMessage({ message: 'An account with this email address already exists.' }, 'x')).toBe(
      'An account with this email address already exists.',
    );
  });

  it('falls back when the answer carries no message', () => {
    expect(shopperMessage({}, 'Failed to send reset code')).toBe('Failed to send reset code');
    expect(shopperMessage(null, 'Code verification failed')).toBe('Code verification failed');
    expect(shopperMessage({ message: '  ' }, 'Failed to reset password')).toBe('Failed to reset password');
  });
});

import { describe, expect, it } from 'vitest';
import { LIMITS } from './auth-rules.ts';
import { RegisterBody } from './auth.ts';
import { RegisterForm, registerRefusalField } from './register-form.ts';

const form = { firstName: 'Nan', lastName: 'Shepherd', email: 'nan@example.co.uk', password: 'Donegal-Tweed-1951', terms: 'on' };

describe('RegisterForm (R9.14)', () => {
  it('takes a name at the cap and refuses one over it with a sentence that names the field', () => {
    expect(RegisterForm.safeParse({ ...form, firstName: 'A'.repeat(LIMITS.name) }).success).toBe(true);
    const over = RegisterForm.safeParse({ ...form, firstName: 'A'.repeat(LIMITS.name + 1) });
    expect(over.success).toBe(false);
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['firstName', `First name must be at most ${LIMITS.name} characters.`],
    ]);
  });

  it('has the API body’s caps: whatever it takes, RegisterBody takes too', () => {
    const atCaps = {
      ...form,
      firstName: 'A'.repeat(LIMITS.name),
      lastName: 'B'.repeat(LIMITS.name),
      password: 'x'.repeat(LIMITS.password),
    };
    const parsed = RegisterForm.parse(atCaps);
    const { terms: _terms, ...body } = parsed;
    expect(RegisterBody.safeParse(body).success).toBe(true);
    expect(RegisterForm.safeParse({ ...atCaps, password: 'x'.repeat(LIMITS.password + 1) }).success).toBe(false);
  });

  it('asks for the terms box', () => {
    const { terms: _terms, ...unticked } = form;
    expect(RegisterForm.safeParse(unticked).error?.issues[0]?.path).toEqual(['terms']);
  });
});

describe('registerRefusalField', () => {
  it.each([
    ['EMAIL_TAKEN', 'An account with this email address already exists.', 'email'],
    ['WEAK_PASSWORD', 'This password is too common. Please choose a less predictable one.', 'password'],
    ['VALIDATION_ERROR', 'lastName: must be at most 100 characters', 'lastName'],
    ['RATE_LIMITED', 'Too many attempts. Try again in 5 minutes.', undefined],
  ])('%s is about %s', (code, message, field) => {
    expect(registerRefusalField(code, message)).toBe(field);
  });
});

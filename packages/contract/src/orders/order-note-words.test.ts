import { describe, expect, it } from 'vitest';
import { plainOrderNote } from './order-note-words.ts';

describe('order notes in plain words (R22.5)', () => {
  it('drops provider event names and ids, keeps the sentence', () => {
    expect(plainOrderNote('Payment received (checkout.session.completed evt_1Q2w3E4r5T6y).')).toBe('Payment received.');
    expect(plainOrderNote('Payment received (test provider, cs_test_abcdefghijklmnop).')).toBe('Payment received.');
    expect(plainOrderNote('Cancellation approved; refund re_3Nx8abcdEFGH of £45.00 issued.')).toBe(
      'Cancellation approved; refund of £45.00 issued.',
    );
    expect(plainOrderNote('Checkout started; stock reserved until 2026-11-24T18:45:28.284Z.')).toBe(
      'Checkout started; stock reserved until 24 Nov 2026, 18:45.',
    );
    expect(plainOrderNote('Royal Mail Tracked 48, RM123456785GB')).toBe('Royal Mail Tracked 48, RM123456785GB');
  });
});

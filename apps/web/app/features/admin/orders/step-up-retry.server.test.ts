import { describe, expect, it } from 'vitest';
import { retriedFields, stepUpAsked } from './step-up-retry.server.ts';

const form = (entries: Array<[string, string]>) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe('a move refused until a step-up (R13.13)', () => {
  it('comes back with what was posted, never a password or code, to post again once confirmed', () => {
    const posted = form([
      ['intent', 'goodwill'],
      ['amount', '12.50'],
      ['reason', 'Late parcel'],
      ['password', 'secret'],
      ['code', '123456'],
    ]);
    const answer = stepUpAsked({ ok: false, status: 403, code: 'STEP_UP_REQUIRED', message: 'Enter your password.' }, posted);
    expect(answer?.init?.status).toBe(403);
    expect(answer?.data).toEqual({
      ok: false,
      message: 'Enter your password.',
      stepUp: {
        fields: [
          ['intent', 'goodwill'],
          ['amount', '12.50'],
          ['reason', 'Late parcel'],
        ],
      },
    });
  });

  it('leaves every other answer to the move', () => {
    const posted = form([['intent', 'goodwill']]);
    expect(stepUpAsked({ ok: false, status: 403, code: 'PERMISSION_DENIED', message: 'No.' }, posted)).toBeUndefined();
    expect(stepUpAsked({ ok: false, status: 409, code: 'REFUND_OVER_LEFT', message: 'Too much.' }, posted)).toBeUndefined();
    expect(stepUpAsked({ ok: true, status: 200, body: {} }, posted)).toBeUndefined();
  });
});

describe('the step-up form posted back', () => {
  it('gives the move its fields again, as they were typed', () => {
    const posted = form([
      ['intent', 'step-up'],
      ['password', 'secret'],
      ['retry:intent', 'approve-return'],
      ['retry:returnId', '7'],
      ['retry:note', 'Thank you: sorry it did not fit.'],
    ]);
    expect(retriedFields(posted)).toEqual([
      ['intent', 'approve-return'],
      ['returnId', '7'],
      ['note', 'Thank you: sorry it did not fit.'],
    ]);
  });
});

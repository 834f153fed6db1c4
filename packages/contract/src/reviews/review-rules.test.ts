import { describe, expect, it } from 'vitest';
import { averageRating, FIT_SUMMARY_MIN_ANSWERS, fitSummary, reviewerName } from './review-rules.ts';

describe('the fit summary (R25.7)', () => {
  it('says nothing below the threshold, however one-sided', () => {
    expect(FIT_SUMMARY_MIN_ANSWERS).toBe(5);
    expect(fitSummary({ small: 4, true: 0, large: 0 })).toBeNull();
  });

  it('speaks at the threshold when more than half agree', () => {
    expect(fitSummary({ small: 3, true: 2, large: 0 })).toBe('Most buyers say it runs small: consider a size up.');
    expect(fitSummary({ small: 0, true: 1, large: 4 })).toBe('Most buyers say it runs large: consider a size down.');
    expect(fitSummary({ small: 1, true: 4, large: 0 })).toBe('Most buyers say it is true to size.');
  });

  it('says nothing when buyers are split: exactly half is no majority', () => {
    expect(fitSummary({ small: 2, true: 2, large: 1 })).toBeNull();
    expect(fitSummary({ small: 3, true: 3, large: 0 })).toBeNull();
  });
});

describe('ratings and names (R25.6)', () => {
  it('averages to one decimal place, with none when there are no reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(14, 3)).toBe(4.7);
    expect(averageRating(9, 2)).toBe(4.5);
  });

  it('names a reviewer by first name and last initial', () => {
    expect(reviewerName('Ada', 'lovelace')).toBe('Ada L.');
    expect(reviewerName('Ada', '')).toBe('Ada');
    expect(reviewerName(' ', ' ')).toBe('A buyer');
  });
});

import { describe, expect, it } from 'vitest';
import { checkoutQuote } from '../checkout/checkout-quote.ts';
import { DEFAULT_REGION_RULES } from '../checkout/uk-postcode.ts';
import { evaluateDiscount, shareOut, type DiscountRule } from './discount.ts';

const rule = (over: Partial<DiscountRule> = {}): DiscountRule => ({
  code: 'SAVE10',
  kind: 'percent',
  value: 10,
  minSpendPence: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  oncePerCustomer: false,
  excludeSaleItems: false,
  excludeFinalSale: false,
  active: true,
  ...over,
});
const ctx = { now: new Date('2026-11-24T10:00:00Z'), usesTotal: 0, usesByCustomer: 0 };
const line = (linePence: number, onSale = false, isFinalSale = false) => ({ linePence, onSale, isFinalSale });

describe('discount rules (R20.2-R20.7)', () => {
  it('shares a discount over lines in whole pence that add up', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(7, [0, 500, 500])).toEqual([0, 4, 3]);
  });

  it('takes a percentage off the eligible lines only', () => {
    const r = evaluateDiscount(rule({ excludeSaleItems: true }), 'save10', [line(5000), line(3000, true)], ctx);
    expect(r).toMatchObject({ ok: true, discountPence: 500, lineDiscounts: [500, 0] });
  });

  it('never takes a fixed amount beyond what is eligible', () => {
    expect(evaluateDiscount(rule({ kind: 'fixed', value: 2500 }), 'x', [line(2000)], ctx)).toMatchObject({ ok: true, discountPence: 2000 });
  });

  it('VAT is 20/120 of the discounted items', () => {
    const d = evaluateDiscount(rule(), 'x', [line(12000)], ctx);
    const q = checkoutQuote(
      [12000],
      d,
      'standard',
      {
        freeThresholdPence: 0,
        feePence: 395,
        nextDayFeePence: 695,
        nextDayCutoff: '14:00',
        collectReadyWorkingDays: 1,
        regions: DEFAULT_REGION_RULES,
      },
      ctx.now,
    );
    expect(q).toMatchObject({
      itemsPence: 12000,
      discountPence: 1200,
      vatPence: 1800,
      subtotalExVatPence: 9000,
      shippingPence: 0,
      totalPence: 10800,
    });
  });

  it('a free-delivery code makes the chosen delivery free', () => {
    const d = evaluateDiscount(rule({ kind: 'free_shipping', value: 0 }), 'x', [line(1000)], ctx);
    const q = checkoutQuote(
      [1000],
      d,
      'next_day',
      {
        freeThresholdPence: 5000,
        feePence: 395,
        nextDayFeePence: 695,
        nextDayCutoff: '14:00',
        collectReadyWorkingDays: 1,
        regions: DEFAULT_REGION_RULES,
      },
      ctx.now,
    );
    expect(q).toMatchObject({ discountPence: 0, shippingPence: 0, totalPence: 1000 });
  });

  it('refuses with a reason and a message for each rule', () => {
    const refuse = (r: DiscountRule | undefined, lines = [line(1000)], c = ctx) => evaluateDiscount(r, 'save10', lines, c);
    expect(refuse(undefined)).toMatchObject({ reason: 'UNKNOWN', message: expect.stringContaining('SAVE10') });
    expect(refuse(rule({ active: false }))).toMatchObject({ reason: 'UNKNOWN' });
    expect(refuse(rule({ endsAt: new Date('2026-11-01T00:00:00Z') }))).toMatchObject({
      reason: 'EXPIRED',
      message: 'The code SAVE10 expired on 1 November 2026.',
    });
    expect(refuse(rule({ startsAt: new Date('2026-12-01T00:00:00Z') }))).toMatchObject({
      reason: 'NOT_STARTED',
      message: 'The code SAVE10 can be used from 1 December 2026.',
    });
    expect(refuse(rule({ minSpendPence: 5000 }))).toMatchObject({
      reason: 'MIN_SPEND',
      message: 'Spend £40.00 more to use the code SAVE10 (minimum spend £50.00).',
    });
    expect(refuse(rule({ usageLimit: 3 }), undefined, { ...ctx, usesTotal: 3 })).toMatchObject({ reason: 'LIMIT_REACHED' });
    expect(refuse(rule({ oncePerCustomer: true }), undefined, { ...ctx, usesByCustomer: 1 })).toMatchObject({ reason: 'ALREADY_USED' });
    expect(refuse(rule({ excludeFinalSale: true }), [line(1000, false, true)])).toMatchObject({
      reason: 'NOTHING_ELIGIBLE',
      message: 'The code SAVE10 does not apply to anything in your cart (it cannot be used on Final Sale items).',
    });
  });
});

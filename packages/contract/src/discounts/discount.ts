import { formatPence } from '../shared/money.ts';

/**
 * Discount codes (R20.1-R20.9): who may use a code, on what, and how much it takes off.
 * Pure: the API gives it the code, the cart and the uses already counted, under the code's lock.
 */

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_shipping'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  percent: 'Percentage off',
  fixed: 'Fixed amount off',
  free_shipping: 'Free delivery',
};

/** What a code gives, in words: "20% off", "£5.00 off", "Free delivery" (the list, the log). */
export function discountOffer(kind: DiscountKind, value: number): string {
  return kind === 'percent' ? `${value}% off` : kind === 'fixed' ? `${formatPence(value)} off` : 'Free delivery';
}

export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** Percent (1-100) for 'percent', pence for 'fixed', 0 for 'free_shipping'. */
  value: number;
  minSpendPence: number;
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  oncePerCustomer: boolean;
  excludeSaleItems: boolean;
  excludeFinalSale: boolean;
  active: boolean;
}

export interface DiscountLine {
  linePence: number;
  /** Reduced already (it shows an old price). */
  onSale: boolean;
  isFinalSale: boolean;
}

export const DISCOUNT_REFUSALS = [
  'UNKNOWN',
  'EXPIRED',
  'NOT_STARTED',
  'MIN_SPEND',
  'ALREADY_USED',
  'LIMIT_REACHED',
  'NOTHING_ELIGIBLE',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

export type DiscountResult =
  | {
      ok: true;
      code: string;
      kind: DiscountKind;
      /** Taken off the items (0 for free delivery). */
      discountPence: number;
      /** The share of discountPence each line carries, in the order given. */
      lineDiscounts: number[];
      freeShipping: boolean;
    }
  | { ok: false; reason: DiscountRefusal; message: string };

/** Codes are kept and compared upper case, without spaces around. */
export function normaliseCode(code: string): string {
  return code.trim().toUpperCase();
}

export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;

const ukDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'long', year: 'numeric' });

export function unknownCode(code: string): DiscountResult {
  return { ok: false, reason: 'UNKNOWN', message: `We don't recognise the code ${normaliseCode(code)}. Please check it and try again.` };
}

/**
 * Shares `total` over `weights` in proportion, in whole pence that add up to `total`
 * (largest remainder; ties go to the earlier line).
 */
export function shareOut(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const out = exact.map(Math.floor);
  let left = total - out.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    out[i]! += 1;
    left -= 1;
  }
  return out;
}

export interface DiscountContext {
  now: Date;
  /** Uses held or paid by every shopper (other than the order being paid). */
  usesTotal: number;
  /** Uses held or paid by this shopper (other than the order being paid). */
  usesByCustomer: number;
}

/** Whether `rule` applies to `lines`, and what it takes off (R20.2-R20.6). The first refusal found is the one given. */
export function evaluateDiscount(
  rule: DiscountRule | undefined,
  typed: string,
  lines: DiscountLine[],
  ctx: DiscountContext,
): DiscountResult {
  if (!rule || !rule.active) return unknownCode(typed);
  const code = rule.code;
  if (rule.startsAt && ctx.now < rule.startsAt)
    return { ok: false, reason: 'NOT_STARTED', message: `The code ${code} can be used from ${ukDay.format(rule.startsAt)}.` };
  if (rule.endsAt && ctx.now >= rule.endsAt)
    return { ok: false, reason: 'EXPIRED', message: `The code ${code} expired on ${ukDay.format(rule.endsAt)}.` };
  if (rule.usageLimit !== null && ctx.usesTotal >= rule.usageLimit)
    return { ok: false, reason: 'LIMIT_REACHED', message: `The code ${code} has been used as many times as it can be.` };
  if (rule.oncePerCustomer && ctx.usesByCustomer > 0)
    return { ok: false, reason: 'ALREADY_USED', message: `You have already used the code ${code}; it can be used once per customer.` };

  const eligible = lines.map((l) => !(rule.excludeSaleItems && l.onSale) && !(rule.excludeFinalSale && l.isFinalSale));
  const eligiblePence = lines.reduce((sum, l, i) => sum + (eligible[i] ? l.linePence : 0), 0);
  if (eligiblePence <= 0) {
    const why = [rule.excludeSaleItems && 'sale items', rule.excludeFinalSale && 'Final Sale items'].filter(Boolean).join(' or ');
    return {
      ok: false,
      reason: 'NOTHING_ELIGIBLE',
      message: `The code ${code} does not apply to anything in your cart${why ? ` (it cannot be used on ${why})` : ''}.`,
    };
  }
  if (eligiblePence < rule.minSpendPence) {
    const missing = rule.minSpendPence - eligiblePence;
    return {
      ok: false,
      reason: 'MIN_SPEND',
      message: `Spend ${formatPence(missing)} more to use the code ${code} (minimum spend ${formatPence(rule.minSpendPence)}${
        eligiblePence < lines.reduce((s, l) => s + l.linePence, 0) ? ' on eligible items' : ''
      }).`,
    };
  }
  const discountPence =
    rule.kind === 'percent'
      ? Math.round((eligiblePence * Math.min(100, rule.value)) / 100)
      : rule.kind === 'fixed'
        ? Math.min(rule.value, eligiblePence)
        : 0;
  return {
    ok: true,
    code,
    kind: rule.kind,
    discountPence,
    lineDiscounts: shareOut(
      discountPence,
      lines.map((l, i) => (eligible[i] ? l.linePence : 0)),
    ),
    freeShipping: rule.kind === 'free_shipping',
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateDiscount, type DiscountRule } from '../discounts/discount.ts';
import { computeTotals } from '../shared/money.ts';
import { planOwnerRefund, type PlanLine } from './refunds-plan.ts';
import { refundFor, type ReturnedUnits } from './refunds.ts';

// Random orders made by checkout's own discount code (evaluateDiscount) and totals (computeTotals),
// then random sequences of a customer's returns and the owner's refunds of items: every refund is
// the paid share of what comes back, delivery comes back with the last unit only, and nothing is
// ever refunded past what checkout charged.

const cartLine = fc.record({
  unitPricePence: fc.integer({ min: 1, max: 30_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
  onSale: fc.boolean(),
  isFinalSale: fc.boolean(),
});

const code = fc.option(
  fc.record({
    kind: fc.constantFrom('percent' as const, 'fixed' as const, 'free_shipping' as const),
    percent: fc.integer({ min: 1, max: 100 }),
    fixedPence: fc.integer({ min: 1, max: 60_000 }),
    excludeSaleItems: fc.boolean(),
    excludeFinalSale: fc.boolean(),
  }),
);

/** One refund: a customer's return of some units of one line, or the owner's refund of some units (or all that is left). */
const move = fc.record({
  by: fc.constantFrom('return' as const, 'owner' as const),
  picks: fc.array(fc.record({ line: fc.nat(), units: fc.integer({ min: 1, max: 4 }) }), { minLength: 1, maxLength: 3 }),
  everything: fc.boolean(),
});

const order = fc.record({
  lines: fc.array(cartLine, { minLength: 1, maxLength: 5 }),
  code,
  deliveryPence: fc.constantFrom(0, 395, 695),
  moves: fc.array(move, { maxLength: 12 }),
});

type Order = typeof order extends fc.Arbitrary<infer T> ? T : never;

/** The order as checkout stores it: each line with its own share of the code's discount (R20.7). */
function checkout(o: Order) {
  const linePence = o.lines.map((l) => l.unitPricePence * l.quantity);
  const rule: DiscountRule | undefined = o.code
    ? {
        code: 'PROP',
        kind: o.code.kind,
        value: o.code.kind === 'percent' ? o.code.percent : o.code.kind === 'fixed' ? o.code.fixedPence : 0,
        minSpendPence: 0,
        startsAt: null,
        endsAt: null,
        usageLimit: null,
        oncePerCustomer: false,
        excludeSaleItems: o.code.excludeSaleItems,
        excludeFinalSale: o.code.excludeFinalSale,
        active: true,
      }
    : undefined;
  const discount = rule
    ? evaluateDiscount(
        rule,
        'PROP',
        o.lines.map((l, i) => ({ linePence: linePence[i]!, onSale: l.onSale, isFinalSale: l.isFinalSale })),
        { now: new Date(0), usesTotal: 0, usesByCustomer: 0 },
      )
    : null;
  const applied = discount?.ok ? discount : null;
  const shippingPence = applied?.freeShipping ? 0 : o.deliveryPence;
  const totals = computeTotals(linePence, shippingPence, applied?.discountPence ?? 0);
  const lines: PlanLine[] = o.lines.map((l, i) => ({
    lineId: i + 1,
    unitPricePence: l.unitPricePence,
    quantity: l.quantity,
    discountPence: applied?.lineDiscounts[i] ?? 0,
    label: `Line ${i + 1}`,
  }));
  // What checkout charged for each line: its value less its own share.
  const shares = lines.map((l, i) => linePence[i]! - (applied?.lineDiscounts[i] ?? 0));
  return { lines, shares, shippingPence, totalPence: totals.totalPence };
}

describe('the one refunds rule, on random orders and refunds (R21.4, R22.18)', () => {
  it('refunds the paid share of what comes back, delivery with the last unit only, never past what was paid', () => {
    fc.assert(
      fc.property(order, (o) => {
        const { lines, shares, shippingPence, totalPence } = checkout(o);
        // The stored shares and delivery are exactly what checkout charged.
        expect(shares.reduce((a, b) => a + b, 0) + shippingPence).toBe(totalPence);

        const back = lines.map(() => 0);
        const refundedByLine = lines.map(() => 0);
        let refunded = 0;
        /** The paid share of units before..after of line i: the first k of n units are worth floor(share x k / n). */
        const worth = (i: number, units: number) =>
          units >= lines[i]!.quantity ? shares[i]! : Math.floor((shares[i]! * units) / lines[i]!.quantity);

        for (const m of o.moves) {
          const left = lines.map((l, i) => l.quantity - back[i]!);
          if (left.every((n) => n === 0)) break;
          // Units that may still be refunded, per line, from the picks.
          const wanted = new Map<number, number>();
          const picks = m.by === 'return' ? m.picks.slice(0, 1) : m.picks;
          for (const p of picks) {
            const i = p.line % lines.length;
            wanted.set(i, Math.min(left[i]!, (wanted.get(i) ?? 0) + p.units));
          }
          for (const [i, n] of wanted) if (n === 0) wanted.delete(i);
          if (wanted.size === 0) continue;
          const alreadyReturned: ReturnedUnits[] = lines.map((l, i) => ({ lineId: l.lineId, quantity: back[i]! }));

          let amount: number;
          let rows: Array<{ lineId: number; refundPence: number }>;
          if (m.by === 'return') {
            const [i, n] = [...wanted][0]!;
            amount = refundFor({
              lines,
              shippingPence,
              refundedPence: refunded,
              alreadyReturned,
              returning: [{ lineId: lines[i]!.lineId, quantity: n }],
            });
            rows = [{ lineId: lines[i]!.lineId, refundPence: amount }];
          } else {
            const plan = planOwnerRefund({
              lines,
              returns: alreadyReturned.filter((r) => r.quantity > 0).map((r) => ({ ...r, status: 'Approved' as const })),
              shippingPence,
              refundedPence: refunded,
              items: m.everything ? undefined : [...wanted].map(([i, n]) => ({ lineId: lines[i]!.lineId, quantity: n })),
            });
            if (m.everything) {
              wanted.clear();
              left.forEach((n, i) => n > 0 && wanted.set(i, n));
            }
            // Nothing left to pay back (every line free and delivery free, or not the last unit): refused, nothing changes.
            if (!plan.ok) {
              expect(plan.code).toBe('NOTHING_TO_REFUND');
              continue;
            }
            amount = plan.amountPence;
            rows = plan.rows;
          }

          const completes = lines.every((l, i) => back[i]! + (wanted.get(i) ?? 0) === l.quantity);
          let expected = 0;
          for (const [i, n] of wanted) {
            const part = worth(i, back[i]! + n) - worth(i, back[i]!);
            // Each line's part is its share of the units, within a penny of the exact proportion.
            expect(part).toBeGreaterThanOrEqual(Math.floor((shares[i]! * n) / lines[i]!.quantity));
            expect(part).toBeLessThanOrEqual(Math.ceil((shares[i]! * n) / lines[i]!.quantity));
            expected += part;
            refundedByLine[i]! += part;
            back[i]! += n;
          }
          // Delivery goes back with the last unit of the order, and only then.
          if (completes) expected += shippingPence;
          expect(amount).toBe(expected);
          expect(rows.reduce((a, r) => a + r.refundPence, 0)).toBe(amount);
          refunded += amount;
          expect(refunded).toBeLessThanOrEqual(totalPence);
        }

        // A line that is all back has had exactly its paid share; the whole order, exactly what was paid.
        lines.forEach((l, i) => {
          if (back[i] === l.quantity) expect(refundedByLine[i]).toBe(shares[i]);
        });
        if (lines.every((l, i) => back[i] === l.quantity)) expect(refunded).toBe(totalPence);
      }),
      { numRuns: 400 },
    );
  });
});

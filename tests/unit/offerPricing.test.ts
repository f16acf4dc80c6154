// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { debtLeft, discountCents, DISCOUNT_TYPE, lineAmounts, offerTotals, toCents, type DiscountType } from '../../domain/offer/pricing.js';

/**
 * Spec 000 §5's price arithmetic (domain/offer/pricing.ts): net = price −
 * discount %, with tax = net + tax %, line total = that × quantity, each
 * step to the cent, half away from zero; the offer's total sums the rows not
 * canceled; the discounted total takes off a fixed value or a percent.
 */
describe('line amounts', () => {
  it('100 € − 10 % = 90, + 18 % = 106.20, × 3 = 318.60', () => {
    expect(lineAmounts({ price: 100, discount: 10, tax: 18, quantity: 3 })).toEqual({ discountPrice: 90, taxPrice: 106.2, totalPrice: 318.6 });
  });

  it('rounds each step half away from zero on the decimal, not its binary value', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(1.004)).toBe(100);
    // 0.01 − 50 % = 0.005 → 0.01; 1.005 as a price is already 1.01.
    expect(lineAmounts({ price: 0.01, discount: 50, tax: 0, quantity: 1 }).discountPrice).toBe(0.01);
    expect(lineAmounts({ price: 1.005, discount: 0, tax: 0, quantity: 1 }).totalPrice).toBe(1.01);
    // 12.50 + 18 % = 14.75; × 2.5 = 36.875 → 36.88.
    expect(lineAmounts({ price: 12.5, discount: 0, tax: 18, quantity: 2.5 })).toEqual({ discountPrice: 12.5, taxPrice: 14.75, totalPrice: 36.88 });
    // 0.15 × 0.5 (binary 0.07499…) is 0.075 exactly → 0.08.
    expect(lineAmounts({ price: 0.15, discount: 0, tax: 0, quantity: 0.5 }).totalPrice).toBe(0.08);
  });
});

describe('offer totals', () => {
  const rows = [
    { totalPrice: 318.6, canceled: 0 },
    { totalPrice: 100, canceled: 1 },
    { totalPrice: 0.1, canceled: false },
    { totalPrice: 0.2, canceled: true },
  ];

  it('sums the rows not canceled', () => {
    expect(offerTotals(rows, DISCOUNT_TYPE.fixed, 0)).toEqual({ total: 318.7, discountTotal: 318.7 });
  });

  it('takes off a fixed value (type 0) or a percent of the total (type 1)', () => {
    expect(offerTotals(rows, DISCOUNT_TYPE.fixed, 18.7)).toEqual({ total: 318.7, discountTotal: 300 });
    expect(offerTotals(rows, DISCOUNT_TYPE.percentage, 10)).toEqual({ total: 318.7, discountTotal: 286.83 });
    expect(discountCents(1005, DISCOUNT_TYPE.percentage, 50)).toBe(503);
  });

  it('leaves the remaining debt rounded up to the cent', () => {
    expect(debtLeft(100, 33.333)).toBe(66.67);
    expect(debtLeft(100, 40)).toBe(60);
  });
});

/** An exact reference: decimals as BigInt rationals, each step rounded half away from zero to the cent. */
type Q = { n: bigint; d: bigint };
const q = (value: number, digits: number): Q => ({ n: BigInt(value.toFixed(digits).replace('.', '')), d: 10n ** BigInt(digits) });
const mul = (a: Q, b: Q): Q => ({ n: a.n * b.n, d: a.d * b.d });
const add = (a: Q, b: Q): Q => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const neg = (a: Q): Q => ({ n: -a.n, d: a.d });
/** To whole cents, half away from zero. */
function cents(a: Q): bigint {
  const n = a.n * 100n;
  const sign = n < 0n ? -1n : 1n;
  const abs = n * sign;
  return sign * ((2n * abs + a.d) / (2n * a.d));
}
const ofCents = (c: bigint): Q => ({ n: c, d: 100n });
const ONE = { n: 1n, d: 1n };
const HUNDREDTH = { n: 1n, d: 100n };

function referenceLine(l: { price: number; discount: number; tax: number; quantity: number }) {
  const net = cents(mul(q(l.price, 2), add(ONE, neg(mul(q(l.discount, 2), HUNDREDTH)))));
  const withTax = cents(mul(ofCents(net), add(ONE, mul(q(l.tax, 2), HUNDREDTH))));
  const total = cents(mul(ofCents(withTax), q(l.quantity, 3)));
  return { discountPrice: Number(net) / 100, taxPrice: Number(withTax) / 100, totalPrice: Number(total) / 100 };
}

const decimal = (max: number, digits: number) => fc.integer({ min: 0, max: max * 10 ** digits }).map((n) => n / 10 ** digits);
const line = fc.record({ price: decimal(1_000_000, 2), discount: decimal(100, 2), tax: decimal(100, 2), quantity: decimal(10_000, 3) });

describe('against an exact reference', () => {
  it('every line amount equals the exact rational result rounded half away from zero', () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(lineAmounts(l)).toEqual(referenceLine(l));
      }),
      { numRuns: 2000 },
    );
  });

  it('the offer totals equal the exact sums and discounts', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ line, canceled: fc.boolean() }), { maxLength: 20 }), fc.constantFrom<DiscountType>(0, 1), decimal(100, 2), (rows, type, value) => {
        const lines = rows.map((r) => ({ totalPrice: referenceLine(r.line).totalPrice, canceled: r.canceled }));
        const total = lines.reduce((sum, l) => (l.canceled ? sum : sum + cents(q(l.totalPrice, 2))), 0n);
        const off = type === 1 ? cents(mul(ofCents(total), mul(q(value, 2), HUNDREDTH))) : cents(q(value, 2));
        expect(offerTotals(lines, type, value)).toEqual({ total: Number(total) / 100, discountTotal: Number(total - off) / 100 });
      }),
      { numRuns: 1000 },
    );
  });
});

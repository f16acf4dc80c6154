/**
 * The offer's arithmetic (spec 000 §5), in integer cents so that the device
 * and the server reach the same cent for any rows: net = price − discount %;
 * with tax = net + tax %; line total = that × quantity; offer total = the sum
 * of the lines not canceled; discounted total = total − a fixed value (type 0)
 * or − a percent of the total (type 1). Each step rounds half away from zero
 * to the cent, as the stored columns (numeric(14, 2)) hold it. Amounts travel
 * and are stored as numbers with 2 decimals (`fromCents`); they are computed
 * only here, in cents.
 */

/** Spec 000 §9 "Discount types 0 fixed, 1 percentage". */
export const DISCOUNT_TYPE = { fixed: 0, percentage: 1 } as const;
export type DiscountType = (typeof DISCOUNT_TYPE)[keyof typeof DISCOUNT_TYPE];

/** Scales a decimal by 10^digits on its text, not its binary value (1.005 → 100.5, never 100.49999…), rounding half away from zero. */
function scaled(value: number, digits: number): number {
  const sign = value < 0 ? -1 : 1;
  return sign * Math.round(Number(`${Math.abs(value)}e${digits}`));
}

/** 12.345 € → 1235 cents. */
export const toCents = (amount: number): number => scaled(amount, 2);
/** 1235 cents → 12.35. */
export const fromCents = (cents: number): number => cents / 100;

/**
 * a × b ÷ den, rounded half away from zero, exact for any stored amount: in
 * plain numbers while a × b stays a safe integer (every realistic line), in
 * BigInt beyond (price cents × 10^4 can outgrow 2^53).
 */
function mulDivRound(a: number, b: number, den: number): number {
  const n = a * b;
  if (Number.isSafeInteger(n)) {
    const q = Math.trunc(n / den);
    const r = n - q * den;
    return 2 * Math.abs(r) >= den ? q + Math.sign(n) : q;
  }
  const big = BigInt(a) * BigInt(b);
  const d = BigInt(den);
  const q = big / d;
  const r = big % d;
  return Number(2n * (r < 0n ? -r : r) >= d ? q + (big < 0n ? -1n : 1n) : q);
}

/** Percents in hundredths (12.5 % → 1250), quantities in thousandths (numeric(14, 3)). */
const PERCENT_SCALE = 10_000;
const QUANTITY_SCALE = 1_000;

export interface LineFigures {
  /** Unit price. */
  price: number;
  /** Discount, percent. */
  discount: number;
  /** Tax, percent. */
  tax: number;
  quantity: number;
}

/** A line's amounts as the product row stores them (spec 000 §3 "Offer product row"). */
export interface LineAmounts {
  /** The unit price less the discount (net). */
  discountPrice: number;
  /** The net unit price plus the tax. */
  taxPrice: number;
  /** The price with tax times the quantity. */
  totalPrice: number;
}

/** A line's amounts in cents. */
export function lineCents(line: LineFigures): { net: number; withTax: number; total: number } {
  const net = mulDivRound(toCents(line.price), PERCENT_SCALE - scaled(line.discount, 2), PERCENT_SCALE);
  const withTax = mulDivRound(net, PERCENT_SCALE + scaled(line.tax, 2), PERCENT_SCALE);
  const total = mulDivRound(withTax, scaled(line.quantity, 3), QUANTITY_SCALE);
  return { net, withTax, total };
}

export function lineAmounts(line: LineFigures): LineAmounts {
  const { net, withTax, total } = lineCents(line);
  return { discountPrice: fromCents(net), taxPrice: fromCents(withTax), totalPrice: fromCents(total) };
}

/** A saved line as the offer sums it: its stored total and whether it was canceled. */
export interface SummedLine {
  totalPrice: number;
  canceled: number | boolean;
}

export interface OfferTotals {
  /** The sum of the lines not canceled. */
  total: number;
  /** The total after the offer's discount (the spec's discountTotal). */
  discountTotal: number;
}

/** The discount's amount in cents: the fixed value, or the percent of the total. */
export function discountCents(totalCents: number, discountType: DiscountType, discountValue: number): number {
  return discountType === DISCOUNT_TYPE.percentage ? mulDivRound(totalCents, scaled(discountValue, 2), PERCENT_SCALE) : toCents(discountValue);
}

export function offerTotals(lines: readonly SummedLine[], discountType: DiscountType, discountValue: number): OfferTotals {
  const totalCents = lines.reduce((sum, l) => (l.canceled === 1 || l.canceled === true ? sum : sum + toCents(l.totalPrice)), 0);
  return { total: fromCents(totalCents), discountTotal: fromCents(totalCents - discountCents(totalCents, discountType, discountValue)) };
}

/**
 * Spec 000 §5: the agreement's remaining debt = total − prepaid, rounded up
 * to 2 decimals, from the prepaid as typed (300.39 − 100.005 = 200.39: a
 * prepaid typed with more decimals leaves the debt's last cent on the
 * client's side).
 */
export function debtLeft(total: number, prepaid: number): number {
  const diff = scaled(total, 6) - scaled(prepaid, 6);
  return fromCents(Math.ceil(diff / 10_000));
}

/**
 * The prepaid as a money column keeps it: down to the cent, the other side of
 * debtLeft's rounding up, so prepaid + debt is the total to the cent (100.005
 * is kept as 100.00 beside a debt of 200.39 of 300.39).
 */
export function prepaidHeld(prepaid: number): number {
  return fromCents(Math.floor(scaled(prepaid, 6) / 10_000));
}

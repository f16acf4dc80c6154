// npx tsx bench/offerPricing.ts — the offer's arithmetic alone (domain/offer/pricing.ts) for an
// offer of 200 rows: what one keystroke in a row costs before any drawing (every line's
// amounts and the offer's totals computed again), against the same formulas in plain binary
// floating point measured in the same run (the baseline the integer-cent arithmetic replaces).
import { DISCOUNT_TYPE, lineAmounts, offerTotals, type LineFigures } from '../domain/offer/pricing.js';

const ROWS = 200;
const RUNS = 2000;

/** Rows as an office types them: prices with cents, 0–15 % discount, 18 % tax, quantities with up to 3 decimals. */
function rows(seed: number): LineFigures[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: ROWS }, () => ({
    price: Math.round(next() * 500_000) / 100,
    discount: [0, 0, 5, 10, 15][Math.floor(next() * 5)]!,
    tax: 18,
    quantity: Math.round(next() * 10_000) / 1000,
  }));
}

function recompute(lines: readonly LineFigures[]): number {
  const priced = lines.map((l) => ({ ...lineAmounts(l), canceled: 0 }));
  return offerTotals(priced, DISCOUNT_TYPE.percentage, 7.5).discountTotal;
}

function recomputeFloat(lines: readonly LineFigures[]): number {
  let total = 0;
  for (const l of lines) total += l.price * (1 - l.discount / 100) * (1 + l.tax / 100) * l.quantity;
  return total * (1 - 7.5 / 100);
}

function time(run: (lines: readonly LineFigures[]) => number): number[] {
  const samples: number[] = [];
  let sink = 0;
  for (let i = 0; i < RUNS; i++) {
    const lines = rows(i + 1);
    const started = performance.now();
    sink += run(lines);
    samples.push(performance.now() - started);
  }
  if (!Number.isFinite(sink)) throw new Error('no total');
  return samples.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const cents = time(recompute);
const float = time(recomputeFloat);
const ms = (v: number) => `${v.toFixed(3)} ms`;
console.log(`offer of ${ROWS} rows, ${RUNS} recomputes, Node ${process.version}`);
console.log(`| arithmetic | median | p95 | max |`);
console.log(`|---|---|---|---|`);
console.log(`| integer cents (pricing.ts) | ${ms(at(cents, 0.5))} | ${ms(at(cents, 0.95))} | ${ms(at(cents, 1))} |`);
console.log(`| binary floating point (baseline) | ${ms(at(float, 0.5))} | ${ms(at(float, 0.95))} | ${ms(at(float, 1))} |`);
console.log(`ratio of medians: ${(at(cents, 0.5) / at(float, 0.5)).toFixed(1)}× the baseline; budget per keystroke 16 ms`);

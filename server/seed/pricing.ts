/**
 * Rounds the seed's random figures (prices, quantities, shares) to the cent.
 * Offer arithmetic itself is domain/offer/pricing.ts, in integer cents.
 */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

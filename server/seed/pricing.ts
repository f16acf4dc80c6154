/** Money to the cent, as numeric(14, 2) stores it. */
export function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

export interface LinePrice {
  /** Net price: price less the discount percent. */
  discountPrice: number;
  /** Net price plus the tax percent. */
  taxPrice: number;
  /** Price with tax times quantity. */
  totalPrice: number;
}

/** Spec 000 §5: net = price − discount%, with tax = net + tax%, line total = that × quantity. */
export function linePrice(price: number, discountPercent: number, taxPercent: number, quantity: number): LinePrice {
  const discountPrice = round2(price * (1 - discountPercent / 100));
  const taxPrice = round2(discountPrice * (1 + taxPercent / 100));
  return { discountPrice, taxPrice, totalPrice: round2(taxPrice * quantity) };
}

/** Offer total less a fixed amount (type 0) or a percent of it (type 1). */
export function discountedTotal(total: number, discountType: 0 | 1, discountValue: number): number {
  return round2(discountType === 1 ? total * (1 - discountValue / 100) : total - discountValue);
}

/** Spec 000 §5: remaining debt = total − prepaid, rounded up to the cent. */
export function debtLeft(total: number, prepaid: number): number {
  return Math.ceil(round2((total - prepaid) * 100)) / 100;
}

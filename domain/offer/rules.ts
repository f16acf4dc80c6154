import { DISCOUNT_TYPE, toCents, type DiscountType } from './pricing.js';
import { OFFER_MSG } from './messages.js';
import { FINISHED_PRODUCT_STATUS_IDS } from './statuses.js';

/**
 * Offer's rules (spec 000 §4, §5), shared by the form and the server. The
 * arithmetic itself is pricing.ts.
 */

/**
 * §5 "Offer save needs all rows saved and at least one saved product": the
 * modal's rows not saved yet refuse the save first, then an offer without
 * rows. A new offer's rows go with its own POST offers and are saved with
 * it; an existing offer's rows are saved one by one (POST products), so rows
 * sent with its edit are rows not saved.
 */
export function offerSaveRefusal(rows: { unsaved: number; saved: number }): string | null {
  if (rows.unsaved > 0) return OFFER_MSG.saveProductsFirst;
  if (rows.saved === 0) return OFFER_MSG.productsNeeded;
  return null;
}

/**
 * The offer's discount fits its total: a percent at most 100, a fixed value
 * at most the total (ours: the spec gives no bound, and a discounted total
 * below zero is no price). Checked on every save of the offer and of its
 * rows, since a row canceled or deleted lowers the total under a fixed
 * discount.
 */
export function discountRefusal(totalCents: number, discountType: DiscountType, discountValue: number): string | null {
  if (discountValue < 0) return OFFER_MSG.priceNegative;
  if (discountType === DISCOUNT_TYPE.percentage) return discountValue > 100 ? OFFER_MSG.percentRange : null;
  return toCents(discountValue) > totalCents ? OFFER_MSG.discountOverTotal : null;
}

/** §4 "deletion is refused if the product is archived as finished": done, or in the warehouse or completed. */
export const isFinishedProduct = (p: { doneStatus: number; productStatusId: number }): boolean => p.doneStatus === 1 || FINISHED_PRODUCT_STATUS_IDS.includes(p.productStatusId);

import { MSG } from '../../../domain/messages.js';
import { lineColumns as rowColumns } from '../../../domain/offer/drafts.js';
import { offerTotals, toCents, type DiscountType, type OfferTotals } from '../../../domain/offer/pricing.js';
import type { OfferLineSave } from '../../../domain/offer/productBody.js';
import { discountRefusal } from '../../../domain/offer/rules.js';
import { refuse } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/**
 * The server is the authority on money: a row's amounts and an offer's
 * totals are computed here from what was typed (price, discount, tax,
 * quantity; the discount's type and value) with pricing.ts, whatever the
 * device computed, on every write of a row or of the offer.
 */

/** The largest amount numeric(14, 2) holds: a row or an offer beyond it is refused, never a database error. */
const LARGEST_AMOUNT = 999_999_999_999.99;

/** A row's stored columns (domain/offer/drafts.ts, as the device writes them), refused beyond what the column holds. */
export function lineColumns(line: Omit<OfferLineSave, 'id'>) {
  const columns = rowColumns(line);
  if (columns.totalPrice > LARGEST_AMOUNT) throw refuse(MSG.invalidValue, 'quantity');
  return columns;
}

/** The totals of rows as summed (pricing.ts offerTotals), refused when the discount does not fit them (rules.ts discountRefusal). */
export function fittingTotals(rows: readonly { totalPrice: number; canceled: number }[], discountType: DiscountType, discountValue: number): OfferTotals {
  const totals = offerTotals(rows, discountType, discountValue);
  if (totals.total > LARGEST_AMOUNT) throw refuse(MSG.invalidValue, 'products');
  const refusal = discountRefusal(toCents(totals.total), discountType, discountValue);
  if (refusal) throw refuse(refusal, 'discountValue');
  return totals;
}

/** What the offer's totals are summed from: its rows' stored totals, canceled or not. */
export const summedRows = (w: Writer, offerId: string) =>
  w.tx.selectFrom('products').select(['totalPrice', 'canceled']).where('companyId', '=', w.companyId).where('offerId', '=', offerId).execute();

/** Stores the offer's totals from its rows as they now are, after a row was saved, canceled or deleted. */
export async function settleTotals(w: Writer, offerId: string): Promise<void> {
  const offer = await w.get('offers', offerId);
  const totals = fittingTotals(await summedRows(w, offerId), offer.discountType as DiscountType, offer.discountValue);
  if (totals.total !== offer.total || totals.discountTotal !== offer.discountTotal) await w.update('offers', offerId, totals);
}

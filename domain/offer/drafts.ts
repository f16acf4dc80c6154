import type { OfferSave } from './offerBody.js';
import { lineAmounts, offerTotals, type DiscountType } from './pricing.js';
import type { OfferLineSave, ProductEditSave, ProductSave } from './productBody.js';
import type { OfferRow, ProductRow } from './rows.js';

/**
 * The rows an offer's writes leave, from the parsed bodies (offerBody.ts,
 * productBody.ts), as server/routes/offer/ stores them: the device writes
 * them optimistically and the feed's rows equal them but for the server's
 * times and the offer's number, which only the company's counter knows
 * (a new offer shows none until the feed brings it). Amounts and totals
 * come from pricing.ts, as the server computes them.
 */

/** Who and when: the signed-in user is the rows' creator, as the server's writer records them. */
export interface WriteStamp {
  at: string;
  userId: string;
}

/** A row's stored columns from what was typed: the article, the figures, and the amounts pricing.ts makes of them (the server stores the same). */
export function lineColumns(line: Omit<OfferLineSave, 'id'>) {
  return {
    type: line.type,
    articleId: line.designation,
    unitId: line.unitId,
    quantity: line.quantity,
    price: line.price,
    discount: line.discount,
    tax: line.tax,
    start: line.start,
    end: line.end,
    forProduction: line.forProduction,
    ...lineAmounts(line),
  };
}

/** A new product row of an offer, with the table's defaults for what no form fills (production's columns). */
export function newProductRow(line: Omit<OfferLineSave, 'id'>, id: string, offer: { id: string; clientId: string; projectId: string | null }, stamp: WriteStamp): ProductRow {
  return {
    id,
    offerId: offer.id,
    clientId: offer.clientId,
    projectId: offer.projectId,
    ...lineColumns(line),
    initialStart: null,
    initialEnd: null,
    calendarComment: null,
    canceled: 0,
    active: 1,
    doneStatus: 0,
    productStatusId: 1,
    finishedAt: null,
    createdBy: stamp.userId,
    createdAt: stamp.at,
    updatedAt: stamp.at,
  };
}

/** A row added to a saved offer (POST products). */
export const createdProductRow = (save: ProductSave, id: string, offer: { id: string; clientId: string; projectId: string | null }, stamp: WriteStamp): ProductRow => newProductRow(save, id, offer, stamp);

/** A saved row edited or canceled (POST products/{id}): it stays on its offer. */
export const editedProductRow = (stored: ProductRow, save: ProductEditSave, at: string): ProductRow => ({ ...stored, ...lineColumns(save), canceled: save.canceled, updatedAt: at });

/** The offer's own columns from the form (offerWrites.ts offerColumns). */
const offerColumns = (save: OfferSave) => ({
  clientId: save.clientId,
  projectId: save.projectId,
  offerStatusId: save.offerStatusId,
  addition: save.addition,
  comment: save.comment,
  address: save.address,
  fiscalNumber: save.fiscalNumber,
  paymentDeadline: save.paymentDeadline,
  accountNumber: save.accountNumber,
  discountType: save.discountType,
  discountValue: save.discountValue,
  dynamicFields: save.dynamicFieldIds.map((offerFieldId, i) => ({ offerFieldId, value: save.dynamicFieldValues[i] ?? null })),
});

/** The number a new offer shows until the feed brings the counter's: none. */
export const UNNUMBERED = 0;

/**
 * A new offer (POST offers with its rows): the offer and its product rows.
 * `offerDate` is the device's day when the form sent none, as the server
 * takes the day it was made on.
 */
export function createdOffer(save: OfferSave, id: string, today: string, stamp: WriteStamp): { offer: OfferRow; products: ProductRow[] } {
  const products = (save.products ?? []).map(({ id: lineId, ...line }) => {
    // The device names every row it sends (SYNC.md O13): the row it shows is the row the server keeps.
    if (!lineId) throw new Error('a new offer sends each row with its id');
    return newProductRow(line, lineId, { id, clientId: save.clientId, projectId: save.projectId }, stamp);
  });
  const totals = offerTotals(products, save.discountType, save.discountValue);
  const offer: OfferRow = {
    id,
    number: UNNUMBERED,
    offerDate: save.offerDate ?? today,
    ...offerColumns(save),
    ...totals,
    createdBy: stamp.userId,
    createdAt: stamp.at,
    updatedAt: stamp.at,
  };
  return { offer, products };
}

/** An edit of a saved offer: its columns, its totals from its saved rows with the discount being saved; its rows follow it to another project. */
export function editedOffer(stored: OfferRow, save: OfferSave, rows: readonly ProductRow[], at: string): { offer: OfferRow; products: ProductRow[] } {
  const offer: OfferRow = {
    ...stored,
    ...offerColumns(save),
    ...(save.offerDate ? { offerDate: save.offerDate } : {}),
    ...offerTotals(rows, save.discountType, save.discountValue),
    updatedAt: at,
  };
  const products = save.projectId === stored.projectId ? [] : rows.map((r) => ({ ...r, projectId: save.projectId, updatedAt: at }));
  return { offer, products };
}

/** The offer's totals once its rows changed (a row saved, canceled or deleted: server's settleTotals). */
export function settledOffer(offer: OfferRow, rows: readonly ProductRow[], at: string): OfferRow {
  const totals = offerTotals(rows, offer.discountType as DiscountType, offer.discountValue);
  return totals.total === offer.total && totals.discountTotal === offer.discountTotal ? offer : { ...offer, ...totals, updatedAt: at };
}

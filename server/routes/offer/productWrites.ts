import { MSG } from '../../../domain/messages.js';
import { OFFER_MSG } from '../../../domain/offer/messages.js';
import type { ProductEditSave, ProductSave } from '../../../domain/offer/productBody.js';
import type { ProductRow } from '../../../domain/offer/rows.js';
import { isFinishedProduct } from '../../../domain/offer/rules.js';
import { feedColumns } from '../../entities/feedShape.js';
import { HttpError, refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import { isReferenced } from '../../write/references.js';
import type { Writer } from '../../write/writer.js';
import { PRODUCT_DELETION } from './deleteRules.js';
import { assertEditable, inAgreementRefusal } from './offerWrites.js';
import { lineColumns, settleTotals } from './offerTotals.js';

/**
 * An existing offer's rows, one by one (spec 000 §4 "Offer product: saved
 * new, edited, canceled or deleted"): each write refused while the offer's
 * client is in agreements (the agreed rows are production's now), and each
 * followed by the offer's totals computed again (offerTotals.ts), in the
 * same transaction.
 */

const rowOf = async (w: Writer, id: string): Promise<ProductRow> => feedColumns('products', await w.get('products', id)) as ProductRow;

/** The row's offer, the company's, and its client, the offer's; the article and unit, the company's. */
async function assertRowTargets(w: Writer, body: ProductSave) {
  const offer = await w.tx.selectFrom('offers').select(['id', 'clientId', 'projectId']).where('companyId', '=', w.companyId).where('id', '=', body.offerId).executeTakeFirst();
  if (!offer) throw refuse(MSG.invalidValue, 'offerId');
  if (offer.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'clientId');
  await assertEditable(w, offer.clientId);
  await assertOwned(w, 'articles', [body.designation], 'designation');
  await assertOwned(w, 'units', [body.unitId], 'unitId');
  return offer;
}

export async function createProduct(w: Writer, requestedId: string | undefined, body: ProductSave): Promise<{ data: ProductRow; message: string }> {
  const id = await w.claimId('products', requestedId);
  const offer = await assertRowTargets(w, body);
  await w.insert('products', { id, offerId: offer.id, clientId: offer.clientId, projectId: offer.projectId, createdBy: w.userId, ...lineColumns(body) });
  await settleTotals(w, offer.id);
  return { data: await rowOf(w, id), message: OFFER_MSG.productSaved };
}

/** An edit of a row, or its cancel (canceled 1: 'Produkti u anulua me sukses!'); a row stays on its offer. */
export async function editProduct(w: Writer, id: string, body: ProductEditSave): Promise<{ data: ProductRow; message: string }> {
  const stored = await w.get('products', id);
  if (body.offerId !== stored.offerId) throw refuse(MSG.invalidValue, 'offerId');
  await assertRowTargets(w, body);
  await w.update('products', id, { ...lineColumns(body), canceled: body.canceled });
  await settleTotals(w, stored.offerId);
  const canceledNow = body.canceled === 1 && stored.canceled === 0;
  return { data: await rowOf(w, id), message: canceledNow ? OFFER_MSG.productCanceled : OFFER_MSG.productEdited };
}

/** 'Produkti gjindet ne arkive, nuk mund te fshihet!' with the answer's `finishedProduct` (spec 000 §7 DELETE products/{id}). */
const archivedRefusal = () => new HttpError(422, OFFER_MSG.productArchived, undefined, { finishedProduct: true });

export async function deleteProduct(w: Writer, id: string): Promise<{ data: true; message: string }> {
  const stored = await w.get('products', id);
  if (isFinishedProduct(stored)) throw archivedRefusal();
  await assertEditable(w, stored.clientId);
  if (await isReferenced(w, PRODUCT_DELETION.refusedWhileUsedBy, id)) throw inAgreementRefusal();
  await w.delete('products', id);
  await settleTotals(w, stored.offerId);
  return { data: true, message: OFFER_MSG.productDeleted };
}

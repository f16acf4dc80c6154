import { MSG } from '../../../domain/messages.js';
import type { OfferRead } from '../../../domain/offer/endpoints.js';
import { OFFER_MSG } from '../../../domain/offer/messages.js';
import type { OfferSave } from '../../../domain/offer/offerBody.js';
import { offerSaveRefusal } from '../../../domain/offer/rules.js';
import { OFFER_UPLOADS } from '../../../domain/offer/uploads.js';
import { attachUploads, type StagedFiles } from '../../files/attachments.js';
import { HttpError, refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';
import { clientInAgreement, offerRead } from './offerReads.js';
import { fittingTotals, lineColumns, summedRows } from './offerTotals.js';

/** 'Ky klient gjindet ne modulin e marrveshjes!' with the edit answer's `cantEdit` (spec 000 §4, §7). */
export const inAgreementRefusal = () => new HttpError(422, OFFER_MSG.clientInAgreement, undefined, { cantEdit: true });

/** Refuses a change to an offer, or to its rows, of a client already in agreements. */
export async function assertEditable(w: Writer, clientId: string): Promise<void> {
  if (await clientInAgreement(w.tx, w.companyId, clientId)) throw inAgreementRefusal();
}

/**
 * What an offer points at is the company's: its client, its project — that
 * client's — and the dynamic fields; refused on the field before a foreign
 * key could fail or link two companies.
 */
async function assertTargets(w: Writer, body: OfferSave): Promise<void> {
  await assertOwned(w, 'clients', [body.clientId], 'clientId');
  if (body.projectId !== null) {
    const project = await w.tx.selectFrom('projects').select('clientId').where('companyId', '=', w.companyId).where('id', '=', body.projectId).executeTakeFirst();
    if (project?.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'projectId');
  }
  await assertOwned(w, 'offerFields', body.dynamicFieldIds, 'dynamicFieldIds');
  await assertOwned(
    w,
    'articles',
    (body.products ?? []).map((l) => l.designation),
    'products',
  );
  await assertOwned(
    w,
    'units',
    (body.products ?? []).map((l) => l.unitId),
    'products',
  );
}

/** The offer's own columns from the form; its number and totals are the server's. */
const offerColumns = (body: OfferSave) => ({
  clientId: body.clientId,
  projectId: body.projectId,
  offerStatusId: body.offerStatusId,
  addition: body.addition,
  comment: body.comment,
  address: body.address,
  fiscalNumber: body.fiscalNumber,
  paymentDeadline: body.paymentDeadline,
  accountNumber: body.accountNumber,
  discountType: body.discountType,
  discountValue: body.discountValue,
});

/** The dynamic fields' values as the form sent them: the sent set replaces the stored one. */
async function saveFieldValues(w: Writer, offerId: string, body: OfferSave): Promise<void> {
  const stored = await w.tx.selectFrom('offerFieldValues').select('id').where('companyId', '=', w.companyId).where('offerId', '=', offerId).execute();
  for (const { id } of stored) await w.delete('offerFieldValues', id);
  if (body.dynamicFieldIds.length === 0) return;
  await w.insertMany(
    'offerFieldValues',
    body.dynamicFieldIds.map((offerFieldId, i) => ({ offerId, offerFieldId, value: body.dynamicFieldValues[i] ?? null })),
  );
}

/** Adds the files a save sent (finalOffer[], requirement[], pdfOffer[]), each kind judged by its bytes; one refused file refuses the save. */
const attachSentFiles = (w: Writer, staged: StagedFiles, offerId: string, body: unknown): Promise<void> =>
  attachUploads(w, staged, { ownerType: 'offers', ownerId: offerId }, OFFER_UPLOADS, body);

/** The offer's rows follow it to another project of its client. */
async function moveRows(w: Writer, offerId: string, projectId: string | null): Promise<void> {
  const rows = await w.tx.selectFrom('products').select('id').where('companyId', '=', w.companyId).where('offerId', '=', offerId).execute();
  for (const { id } of rows) await w.update('products', id, { projectId });
}

const readOf = async (w: Writer, id: string) => (await offerRead(w.tx, w.companyId, id))!;

/** A new offer with its rows (offerBody.ts `products`), numbered from the company's 'offer' counter, totals computed here. */
export async function createOffer(w: Writer, staged: StagedFiles, requestedId: string | undefined, body: OfferSave, raw: unknown): Promise<{ data: OfferRead; message: string; cantEdit: boolean }> {
  const id = await w.claimId('offers', requestedId);
  const lines = body.products ?? [];
  const refusal = offerSaveRefusal({ unsaved: 0, saved: lines.length });
  if (refusal) throw refuse(refusal, 'products');
  await assertTargets(w, body);
  const rows = [];
  for (const line of lines) rows.push({ id: await w.claimId('products', line.id), offerId: id, clientId: body.clientId, projectId: body.projectId, createdBy: w.userId, ...lineColumns(line) });
  const totals = fittingTotals(
    rows.map((r) => ({ totalPrice: r.totalPrice, canceled: 0 })),
    body.discountType,
    body.discountValue,
  );
  const number = await w.nextNumber('offer');
  await w.insert('offers', { id, number, offerDate: body.offerDate ?? w.now.slice(0, 10), createdBy: w.userId, ...offerColumns(body), ...totals });
  await w.insertMany('products', rows);
  await saveFieldValues(w, id, body);
  await attachSentFiles(w, staged, id, raw);
  return { data: await readOf(w, id), message: OFFER_MSG.created, cantEdit: false };
}

/**
 * An edit of an offer: refused while its client is in agreements, with rows
 * sent (they are saved one by one), or with none saved. Its client stays
 * (the rows are the client's); its totals are computed again with the
 * discount being saved.
 */
export async function editOffer(w: Writer, staged: StagedFiles, id: string, body: OfferSave, raw: unknown): Promise<{ data: OfferRead; message: string; cantEdit: boolean }> {
  const stored = await w.get('offers', id);
  if (body.clientId !== stored.clientId) throw refuse(MSG.invalidValue, 'clientId');
  await assertEditable(w, stored.clientId);
  const saved = await summedRows(w, id);
  const refusal = offerSaveRefusal({ unsaved: body.products?.length ?? 0, saved: saved.length });
  if (refusal) throw refuse(refusal, 'products');
  await assertTargets(w, body);
  const totals = fittingTotals(saved, body.discountType, body.discountValue);
  await w.update('offers', id, { ...offerColumns(body), ...(body.offerDate ? { offerDate: body.offerDate } : {}), ...totals });
  if (body.projectId !== stored.projectId) await moveRows(w, id, body.projectId);
  await saveFieldValues(w, id, body);
  await attachSentFiles(w, staged, id, raw);
  return { data: await readOf(w, id), message: OFFER_MSG.saved, cantEdit: false };
}

import { createdOffer, createdProductRow, editedOffer, editedProductRow, settledOffer, type WriteStamp } from '../../../../domain/offer/drafts.js';
import { OFFER_ENDPOINTS, PRODUCT_ENDPOINTS } from '../../../../domain/offer/endpoints.js';
import type { OfferInput, OfferSave } from '../../../../domain/offer/offerBody.js';
import type { ProductEditInput, ProductEditSave, ProductInput, ProductSave } from '../../../../domain/offer/productBody.js';
import type { OfferRow, ProductRow } from '../../../../domain/offer/rows.js';
import { callOf, clearDraft, type Command, type CommandFile, type ZanatiDb } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/** Where the form lives (a refused entry reopens there with what was typed) and the draft a save takes off the device with its enqueue. */
export interface OfferSaveContext {
  /** The offer's name on the pending-changes screen: its client. */
  name: string;
  form: { to: string; data: Record<string, unknown> };
  /** The form's draft (src/local/drafts.ts); a row's save leaves it (the rest of the form is still being typed). */
  draft: string | null;
}

const withFiles = (files: readonly CommandFile[]): { files?: CommandFile[] } => (files.length > 0 ? { files: [...files] } : {});

const offerRows = (db: ZanatiDb, offerId: string): Promise<ProductRow[]> => db.products.where('offerId').equals(offerId).toArray();

/**
 * POST offers (spec 000 §7) for a new offer: its fields, its rows and all
 * its files in ONE call (SYNC.md O10), with the ids made here (O13). The
 * offer and its rows appear at once as the server will store them
 * (domain/offer/drafts.ts) — but for its number, which the company's
 * counter gives when the call arrives.
 */
export function createOfferCommand(id: string, input: OfferInput, save: OfferSave, files: readonly CommandFile[], context: OfferSaveContext, stamp: WriteStamp): Command {
  const { offer, products } = createdOffer(save, id, stamp.at.slice(0, 10), stamp);
  return {
    label: entryLabel('create', 'offers', context.name),
    ...callOf(OFFER_ENDPOINTS.save, {}, { ...input, id }),
    ...withFiles(files),
    entity: 'offers',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      await db.offers.put(offer);
      await db.products.bulkPut(products);
      if (context.draft) await clearDraft(db, context.draft);
    },
  };
}

/** POST offers with the saved offer's id: its fields as the form stands, the new files added; totals from its saved rows. */
export function updateOfferCommand(stored: OfferRow, input: OfferInput, save: OfferSave, files: readonly CommandFile[], context: OfferSaveContext): Command {
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'offers', context.name),
    ...callOf(OFFER_ENDPOINTS.save, {}, { ...input, id: stored.id }),
    ...withFiles(files),
    entity: 'offers',
    entityId: stored.id,
    form: context.form,
    apply: async (db) => {
      // The row as it is now: a pull or an earlier queued save may have changed it since the form opened.
      const current = (await db.offers.get(stored.id)) ?? stored;
      const { offer, products } = editedOffer(current, save, await offerRows(db, stored.id), at);
      await db.offers.put(offer);
      await db.products.bulkPut(products);
      if (context.draft) await clearDraft(db, context.draft);
    },
  };
}

/** The offer's totals after one of its rows changed, as the server settles them in the same transaction. */
async function settle(db: ZanatiDb, offerId: string, at: string): Promise<void> {
  const offer = await db.offers.get(offerId);
  if (!offer) return;
  const settled = settledOffer(offer, await offerRows(db, offerId), at);
  if (settled !== offer) await db.offers.put(settled);
}

/** POST products: a row added to a saved offer. */
export function createProductCommand(id: string, offer: OfferRow, input: ProductInput, save: ProductSave, context: OfferSaveContext, stamp: WriteStamp): Command {
  const row = createdProductRow(save, id, offer, stamp);
  return {
    label: entryLabel('create', 'products', context.name),
    ...callOf(PRODUCT_ENDPOINTS.create, {}, { ...input, id }),
    entity: 'products',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      // The offer's project as the device has it now (the server takes the offer's at the call).
      const current = (await db.offers.get(offer.id)) ?? offer;
      await db.products.put({ ...row, projectId: current.projectId });
      await settle(db, offer.id, stamp.at);
    },
  };
}

/** POST products/{id}: a saved row edited, or canceled (canceled 1). */
export function updateProductCommand(stored: ProductRow, input: ProductEditInput, save: ProductEditSave, context: OfferSaveContext): Command {
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'products', context.name),
    ...callOf(PRODUCT_ENDPOINTS.update, { id: stored.id }, input),
    entity: 'products',
    entityId: stored.id,
    form: context.form,
    apply: async (db) => {
      const current = (await db.products.get(stored.id)) ?? stored;
      await db.products.put(editedProductRow(current, save, at));
      await settle(db, stored.offerId, at);
    },
  };
}

/** DELETE products/{id}: a saved row, gone from the device at once (refused by the server when archived as finished). */
export function deleteProductCommand(row: ProductRow, name: string): Command {
  return {
    label: entryLabel('delete', 'products', name),
    ...callOf(PRODUCT_ENDPOINTS.remove, { id: row.id }),
    entity: 'products',
    entityId: row.id,
    apply: async (db) => {
      await db.products.delete(row.id);
      await settle(db, row.offerId, new Date().toISOString());
    },
  };
}

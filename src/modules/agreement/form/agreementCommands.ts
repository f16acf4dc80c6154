import type { AgreementInput, AgreementSave } from '../../../../domain/agreement/bodies.js';
import { createdAgreementRow, editedAgreementRow, type SignedOffer } from '../../../../domain/agreement/drafts.js';
import { AGREEMENT_ENDPOINTS } from '../../../../domain/agreement/endpoints.js';
import { arrivalOf } from '../../../../domain/journey/arrival.js';
import type { AgreementRow } from '../../../../domain/agreement/rows.js';
import { OFFER_STATUS } from '../../../../domain/offer/statuses.js';
import { callOf, clearDraft, type Command, type CommandFile, type ZanatiDb } from '../../../local';
import { entryLabel } from '../../../app/writes/entryLabel';

/** Where the form lives (a refused entry reopens there) and the draft a save takes off the device in the same transaction. */
export interface AgreementSaveContext {
  /** The agreement's name on the pending-changes screen: client and project. */
  name: string;
  form: { to: string; data: Record<string, unknown> };
  draft: string;
}

const withFiles = (files: readonly CommandFile[]): { files?: CommandFile[] } => (files.length > 0 ? { files: [...files] } : {});

/**
 * What the server's create also changes that this device can say at once
 * (server/routes/agreement/writeRoutes.ts): the offer is approved, the
 * client moves on to the agreement module (forward only). The offer's lines
 * entering production, with their process chains, come with the feed.
 */
async function signOfferLocally(db: ZanatiDb, offerId: string, clientId: string, at: string): Promise<void> {
  await db.offers.update(offerId, { offerStatusId: OFFER_STATUS.approved, updatedAt: at });
  const client = await db.clients.get(clientId);
  // The one arrival rule the server applies (domain/journey/arrival.ts): forward only.
  const moduleId = client ? arrivalOf({ kind: 'agreementCreated' }, client.moduleId) : null;
  if (client && moduleId !== null) await db.clients.put({ ...client, moduleId, updatedAt: at });
}

/**
 * POST agreements (spec 000 §7) without agreementId: the form's fields and
 * ALL its files — final agreement, annexes, signatures (the one drawn on the
 * tablet among them), cancellation — in ONE multipart call (SYNC.md O10),
 * with the id made here (O13). The agreement appears at once as the server
 * will store it (domain/agreement/drafts.ts).
 */
export function createAgreementCommand(id: string, input: AgreementInput, save: AgreementSave, offer: SignedOffer & { id: string }, files: readonly CommandFile[], context: AgreementSaveContext): Command {
  const at = new Date().toISOString();
  const row = createdAgreementRow(save, offer, id, at);
  return {
    label: entryLabel('create', 'agreements', context.name),
    ...callOf(AGREEMENT_ENDPOINTS.save, {}, { ...input, id }),
    ...withFiles(files),
    entity: 'agreements',
    entityId: id,
    form: context.form,
    apply: async (db) => {
      await db.agreements.put(row);
      await signOfferLocally(db, offer.id, save.clientId, at);
      await clearDraft(db, context.draft);
    },
  };
}

/** POST agreements with agreementId: the fields as the form stands, the new files added to the stored ones. */
export function updateAgreementCommand(stored: AgreementRow, input: AgreementInput, save: AgreementSave, offer: SignedOffer, files: readonly CommandFile[], context: AgreementSaveContext): Command {
  const at = new Date().toISOString();
  return {
    label: entryLabel('update', 'agreements', context.name),
    // The call's id names the agreement; the server edits the one agreementId names.
    ...callOf(AGREEMENT_ENDPOINTS.save, {}, { ...input, id: stored.id }),
    ...withFiles(files),
    entity: 'agreements',
    entityId: stored.id,
    form: context.form,
    apply: async (db) => {
      // The row as it is now: a pull or an earlier queued edit may have changed it since the form opened.
      const current = (await db.agreements.get(stored.id)) ?? stored;
      await db.agreements.put(editedAgreementRow(current, save, offer, at));
      await clearDraft(db, context.draft);
    },
  };
}

import type { AgreementSave } from '../../../domain/agreement/bodies.js';
import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { AGREEMENT_UPLOADS, AGREEMENT_FILE_KINDS } from '../../../domain/agreement/uploads.js';
import { MSG } from '../../../domain/messages.js';
import { attachUploads, type StagedFiles } from '../../files/attachments.js';
import { uploadsOf } from '../../files/upload.js';
import { refuse } from '../../http/errors.js';
import { assertOwned } from '../../write/ownership.js';
import type { Writer } from '../../write/writer.js';
import { serialise } from '../contact/serialise.js';

/**
 * The offer an agreement signs, checked: the client is the company's, the
 * offer that client's, and a projectId sent is the offer's project. Anything
 * else is refused on its field before a foreign key could fail or link two
 * companies.
 */
export async function signedOffer(w: Writer, body: AgreementSave) {
  await assertOwned(w, 'clients', [body.clientId], 'clientId');
  const offer = await w.tx.selectFrom('offers').select(['id', 'clientId', 'projectId', 'discountTotal']).where('companyId', '=', w.companyId).where('id', '=', body.offerId).executeTakeFirst();
  if (offer?.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'offerId');
  if (body.projectId !== null && body.projectId !== offer.projectId) throw refuse(MSG.invalidValue, 'projectId');
  return offer;
}

/**
 * An offer is signed once: the agreement it already has, if any, read under
 * the offer's lock (contact's serialise), so two devices that agreed one
 * offer offline end with one agreement and one refusal.
 */
export async function agreementOfOffer(w: Writer, offerId: string) {
  await serialise(w, `offer-agreement:${offerId}`);
  return w.tx.selectFrom('agreements').select('id').where('companyId', '=', w.companyId).where('offerId', '=', offerId).executeTakeFirst();
}

/** Whether the save carries a cancellation file, or the agreement already has one (§4: either counts). */
export async function hasCancelFile(w: Writer, agreementId: string | null, body: unknown): Promise<boolean> {
  if (uploadsOf(body, AGREEMENT_UPLOADS.cancelation.field).length > 0) return true;
  if (agreementId === null) return false;
  const stored = await w.tx
    .selectFrom('files')
    .select('id')
    .where('companyId', '=', w.companyId)
    .where('ownerType', '=', 'agreements')
    .where('ownerId', '=', agreementId)
    .where('kind', '=', AGREEMENT_FILE_KINDS.cancelation)
    .limit(1)
    .executeTakeFirst();
  return stored !== undefined;
}

/**
 * Adds the files a save sent (finalAgreement[], annexes[], signature[],
 * cancelation[]; domain/agreement/uploads.ts) to the agreement's, each kind
 * judged by its bytes; one refused file refuses the save and nothing stays.
 */
export const attachSentFiles = (w: Writer, staged: StagedFiles, agreementId: string, body: unknown): Promise<void> =>
  attachUploads(w, staged, { ownerType: 'agreements', ownerId: agreementId }, AGREEMENT_UPLOADS, body);

/** The refusal of a second agreement of one offer (the ours text of AGREEMENT_MSG). */
export const offerAgreedRefusal = () => refuse(AGREEMENT_MSG.offerAgreed, 'offerId');

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AgreementSave } from '../../../domain/agreement/bodies.js';
import { AGREEMENT_ENDPOINTS } from '../../../domain/agreement/endpoints.js';
import { AGREEMENT_MSG } from '../../../domain/agreement/messages.js';
import { agreementColumns, createdAgreementColumns } from '../../../domain/agreement/drafts.js';
import { cancelRefusal, nextAgreementStatus, startInPastRefusal, type AgreementRefusal } from '../../../domain/agreement/rules.js';
import { dayOfMs } from '../../../domain/days.js';
import { arrivalOf } from '../../../domain/journey/arrival.js';
import { MSG } from '../../../domain/messages.js';
import { runWriteWithFiles, type StagedFiles } from '../../files/attachments.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { settleWorkStatuses } from '../../write/workStatuses.js';
import type { Writer } from '../../write/writer.js';
import { moveClientForward } from '../contact/clientWrites.js';
import { agreementRead } from './agreementReads.js';
import { agreementOfOffer, attachSentFiles, hasCancelFile, offerAgreedRefusal, signedOffer } from './agreementWrites.js';
import { startProduction } from './productionEntry.js';

/** Offer status 2, approved (spec 000 §4): the offer an agreement signs is approved by that act. */
const OFFER_APPROVED = 2;

const refused = (r: AgreementRefusal | null): void => {
  if (r) throw refuse(r.message, r.field);
};

/** The saved agreement as the reads answer it, its status already settled from its work (runWrite would settle it only after the answer is made). */
async function answerOf(w: Writer, id: string, message: string) {
  await settleWorkStatuses(w);
  return { data: (await agreementRead(w.tx, w.companyId, id))!, message };
}

/**
 * A new agreement (spec 000 §4, §5): the offer signed once, the rules of
 * domain/agreement/rules.ts, then in one transaction the agreement (its total
 * the offer's discounted total), its files, its offer's lines into production
 * (productionEntry.ts), the offer approved, and the client moved on to the
 * agreement module (forward only, contact's moveClientForward).
 */
async function createAgreement(w: Writer, staged: StagedFiles, req: FastifyRequest, body: AgreementSave, requestedId: string | undefined) {
  const id = await w.claimId('agreements', requestedId);
  const offer = await signedOffer(w, body);
  if (await agreementOfOffer(w, offer.id)) throw offerAgreedRefusal();
  refused(startInPastRefusal(body.start!, dayOfMs(Date.parse(w.now))));
  const status = nextAgreementStatus(body, null);
  refused(cancelRefusal(status, await hasCancelFile(w, null, req.body)));
  await w.insert('agreements', { id, ...createdAgreementColumns(body, offer) });
  await attachSentFiles(w, staged, id, req.body);
  await startProduction(w, offer.id, { start: body.start!, end: body.end });
  await w.update('offers', offer.id, { offerStatusId: OFFER_APPROVED });
  await moveClientForward(w, body.clientId, arrivalOf({ kind: 'agreementCreated' })!);
  return answerOf(w, id, AGREEMENT_MSG.created);
}

/**
 * An edit (agreementId): the agreement stays its offer's and client's; a
 * start it already had may stay in the past; the status follows the form
 * (5 cancels; a cleared cancel is derived again from the work, with its
 * products': domain/journey/workStatus.ts).
 */
async function editAgreement(w: Writer, staged: StagedFiles, req: FastifyRequest, id: string, body: AgreementSave) {
  const stored = await w.get('agreements', id);
  if (body.clientId !== stored.clientId) throw refuse(MSG.invalidValue, 'clientId');
  if (body.offerId !== stored.offerId) throw refuse(MSG.invalidValue, 'offerId');
  const offer = await signedOffer(w, body);
  refused(startInPastRefusal(body.start!, dayOfMs(Date.parse(w.now)), stored.start));
  const status = nextAgreementStatus(body, stored.agreementStatusId);
  refused(cancelRefusal(status, await hasCancelFile(w, id, req.body)));
  await w.update('agreements', id, { ...agreementColumns(body, offer, stored.agreementStatusId), firstUpdate: 1 });
  await attachSentFiles(w, staged, id, req.body);
  return answerOf(w, id, AGREEMENT_MSG.edited);
}

/**
 * Agreement's writes (spec 000 §7 POST agreements): the agreements module's
 * holders; observers never (serve's access). One call creates (201) or, with
 * agreementId, edits (200); multipart with the files of
 * domain/agreement/uploads.ts, or JSON without files. Every refusal rolls
 * the whole save back.
 */
export async function agreementWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(
    app,
    AGREEMENT_ENDPOINTS.save,
    'agreements',
    (req, reply, { body, requestedId }) => {
      const editing = body.agreementId;
      return runWriteWithFiles(
        req,
        reply,
        (w, staged) => (editing === null ? createAgreement(w, staged, req, body, requestedId) : editAgreement(w, staged, req, editing, body)),
        editing === null ? 201 : 200,
      );
    },
  );
}

import { addDays, dayOfMs } from '../../../domain/days.js';
import { AGREEMENT_STATUS } from '../../../domain/agreement/statuses.js';
import { OFFER_STATUS } from '../../../domain/offer/statuses.js';
import type { ZanatiDb } from '../../../src/local/db.js';
import type { Command } from '../../../src/local/types.js';
import { createAgreementCommand, updateAgreementCommand } from '../../../src/modules/agreement/form/agreementCommands';
import { newDraft, planAgreementSave, type AgreementDraft } from '../../../src/modules/agreement/form/agreementDraft';
import { pdfBytes, pngBytes } from '../../fixtures/files.js';
import type { LocalServer } from '../local/harness.js';

/**
 * Agreement's writes for the optimistic-row contract, through the form's own
 * plan and commands (src/modules/agreement/form): a demo offer signed with a
 * prepaid of more than 2 decimals and the client's signature drawn on the
 * pad, then the agreement canceled with its cancellation file and a new
 * prepaid. The total and the remaining debt are the offer's, computed on both
 * sides by domain/agreement/drafts.ts.
 */
export function agreementCases(server: () => LocalServer, mirror: () => ZanatiDb) {
  const context = (first: string) => ({ name: 'kontrate', form: { to: `/dashboard/agreements/create/${first}`, data: {} }, draft: `agreement:${first}` });
  const today = dayOfMs(Date.now());
  let offer: { id: string; clientId: string; projectId: string | null; discountTotal: number } | null = null;
  let draft: AgreementDraft | null = null;
  const png = () => new Blob([new Uint8Array(pngBytes())], { type: 'image/png' });

  async function create(id: string): Promise<Command> {
    const db = server().s.connection.db;
    const agreed = db.selectFrom('agreements').select('offerId').where('offerId', 'is not', null);
    // The oldest open demo offer: the offer cases' own offers (numbered later by the counter) stay theirs.
    offer = await db
      .selectFrom('offers')
      .innerJoin('companies', 'companies.id', 'offers.companyId')
      .select(['offers.id', 'offers.clientId', 'offers.projectId', 'offers.discountTotal'])
      .where('companies.code', '=', 'demo')
      .where('offers.offerStatusId', '!=', OFFER_STATUS.rejected)
      .where('offers.id', 'not in', agreed as never)
      .orderBy('offers.number')
      .executeTakeFirstOrThrow();
    draft = { ...newDraft(offer), prepaid: 100.555, start: today, end: addDays(today, 14), comment: 'Kontrate', signed: png() };
    const plan = planAgreementSave(draft, { stored: null, today, hasCancelFile: false });
    if (!plan.ok || plan.mode !== 'create') throw new Error(`agreement refused: ${plan.ok ? plan.mode : plan.message}`);
    return createAgreementCommand(id, plan.input, plan.save, offer, plan.files, context(offer.id));
  }

  async function edit(id: string): Promise<Command> {
    const stored = await mirror().agreements.get(id);
    if (!stored || !draft || !offer) throw new Error('no agreement to edit');
    const cancelation = new File([new Uint8Array(pdfBytes('anulim'))], 'anulim.pdf', { type: 'application/pdf' });
    const plan = planAgreementSave({ ...draft, canceled: true, prepaid: 42, comment: '', signed: null, files: { ...draft.files, cancelation: [cancelation] } }, { stored, today, hasCancelFile: false });
    if (!plan.ok || plan.mode !== 'edit') throw new Error(`agreement edit refused: ${plan.ok ? plan.mode : plan.message}`);
    if (plan.save.agreementStatusId !== AGREEMENT_STATUS.canceled) throw new Error('the edit does not cancel');
    return updateAgreementCommand(stored, plan.input, plan.save, offer, plan.files, context(id));
  }

  return { agreements: { create: { command: create }, update: { command: edit } } };
}

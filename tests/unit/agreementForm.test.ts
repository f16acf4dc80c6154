import { describe, expect, it } from 'vitest';
import { createdAgreementRow, editedAgreementRow } from '../../domain/agreement/drafts.js';
import { AGREEMENT_MSG } from '../../domain/agreement/messages.js';
import type { AgreementRow } from '../../domain/agreement/rows.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import { filesFrom, filesOf, newDraft, noFiles, planAgreementSave, remainingDebt, SIGNED_NAME, type AgreementDraft } from '../../src/modules/agreement/form/agreementDraft';

/** The agreement form's plan (src/modules/agreement/form/agreementDraft.ts): spec 000 §4, §5 "Agreement" as the form applies them before queueing. */

const TODAY = '2026-05-10';
const offer = { id: newId(), clientId: newId(), projectId: newId(), discountTotal: 1180.5 };
const draft = (over: Partial<AgreementDraft> = {}): AgreementDraft => ({ ...newDraft(offer), start: '2026-05-12', end: '2026-05-20', ...over });
const plan = (d: AgreementDraft, over: { stored?: AgreementRow | null; hasCancelFile?: boolean } = {}) => planAgreementSave(d, { stored: null, today: TODAY, hasCancelFile: false, ...over });
const pdf = (name = 'anulim.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });
const stored = (over: Partial<AgreementRow> = {}): AgreementRow => ({
  ...createdAgreementRow({ ...plannedSave(), prepaid: 0 }, offer, newId(), '2026-05-01T08:00:00.000Z'),
  ...over,
});
function plannedSave() {
  const p = plan(draft());
  if (!p.ok) throw new Error(p.message);
  return p.save;
}
const refusals = (d: AgreementDraft, over?: Parameters<typeof plan>[1]) => {
  const p = plan(d, over);
  return p.ok ? {} : p.errors;
};

describe('the form refuses before anything is queued', () => {
  it("needs a start ('Ju lutem mbushni daten e fillimit')", () => {
    expect(refusals(draft({ start: null }))).toEqual({ start: AGREEMENT_MSG.fillStart });
  });

  it("refuses a start in the past ('Data e fillimit nuk duhet te jete ne te kaluaren!'), but an edit may keep the start it had", () => {
    expect(refusals(draft({ start: '2026-05-01' }))).toEqual({ start: AGREEMENT_MSG.startInPast });
    expect(plan(draft({ start: '2026-05-01' }), { stored: stored({ start: '2026-05-01' }) }).ok).toBe(true);
  });

  it("refuses an end before the start ('Data e mbarimit nuk duhet te jete para se te filloi!')", () => {
    expect(refusals(draft({ end: '2026-05-11' }))).toEqual({ end: AGREEMENT_MSG.endBeforeStart });
    expect(plan(draft({ end: '2026-05-12' })).ok).toBe(true);
  });

  it('takes a prepaid ≥ 0 only', () => {
    expect(refusals(draft({ prepaid: -1 }))).toEqual({ prepaid: MSG.invalidValue });
    expect(plan(draft({ prepaid: 0 })).ok).toBe(true);
    expect(plan(draft({ prepaid: null })).ok).toBe(true);
  });

  it("refuses a cancel without a cancellation file ('Ngarkoni file-in perkates per anulim!'), said with the other refusals", () => {
    expect(refusals(draft({ canceled: true }))).toEqual({ cancelation: AGREEMENT_MSG.cancelFileNeeded });
    expect(refusals(draft({ canceled: true, start: null }))).toEqual({ start: AGREEMENT_MSG.fillStart, cancelation: AGREEMENT_MSG.cancelFileNeeded });
  });

  it('cancels with a file sent now, or one the agreement already has (stored or queued)', () => {
    const withFile = plan(draft({ canceled: true, files: { ...noFiles(), cancelation: [pdf()] } }));
    expect(withFile.ok && withFile.input).toMatchObject({ agreementStatusId: 5, isCanceled: 1 });
    expect(plan(draft({ canceled: true }), { stored: stored(), hasCancelFile: true }).ok).toBe(true);
  });
});

describe('the status sent', () => {
  it('sends nothing for an agreement left alone, so production keeps its status', () => {
    const p = plan(draft(), { stored: stored({ agreementStatusId: 2 }) });
    expect(p.ok && [p.input.agreementStatusId, p.save.agreementStatusId, p.returnsToProduction]).toEqual([null, null, false]);
  });

  it('sends 1 when a canceled agreement is cleared, and asks first: it returns to production', () => {
    const p = plan(draft({ canceled: false }), { stored: stored({ agreementStatusId: 5 }) });
    expect(p.ok && [p.input.agreementStatusId, p.input.isCanceled, p.returnsToProduction]).toEqual([1, 0, true]);
  });

  it('creates with the device-made mode, edits with the stored agreement’s id', () => {
    const created = plan(draft());
    expect(created.ok && [created.mode, created.input.agreementId]).toEqual(['create', null]);
    const row = stored();
    const edited = plan(draft(), { stored: row });
    expect(edited.ok && [edited.mode, edited.input.agreementId]).toEqual(['edit', row.id]);
  });
});

describe('files', () => {
  it('sends the signature drawn on the pad as one more signature[] file, beside the uploads', () => {
    const png = new Blob(['png'], { type: 'image/png' });
    const files = filesOf(draft({ signed: png, files: { ...noFiles(), finalAgreement: [pdf('finale.pdf')], annexes: [pdf('aneks.pdf')] } }));
    expect(files.map((f) => [f.field, f.name])).toEqual([
      ['finalAgreement[]', 'finale.pdf'],
      ['annexes[]', 'aneks.pdf'],
      ['signature[]', SIGNED_NAME],
    ]);
    expect(files[2]!.blob).toBe(png);
  });

  it('reads an entry’s files back by kind (a refused save reopened)', () => {
    const back = filesFrom(filesOf(draft({ signed: new Blob(['png'], { type: 'image/png' }), files: { ...noFiles(), cancelation: [pdf()] } })));
    expect(back.signature.map((f) => f.name)).toEqual([SIGNED_NAME]);
    expect(back.cancelation.map((f) => f.name)).toEqual(['anulim.pdf']);
    expect(back.finalAgreement).toEqual([]);
  });
});

describe('money and rows', () => {
  it('shows the remaining debt as total − prepaid to the cent, none while the prepaid is no amount', () => {
    expect(remainingDebt(1180.5, 100.55)).toBe(1079.95);
    expect(remainingDebt(1180.5, null)).toBe(1180.5);
    expect(remainingDebt(1180.5, -3)).toBeNull();
    expect(remainingDebt(0.1 + 0.2, 0.1)).toBe(0.2);
  });

  it('writes the row the server will: the offer’s total, its project, the status the rules give', () => {
    const row = createdAgreementRow({ ...plannedSave(), prepaid: 80.5 }, offer, 'a1', 'T');
    expect(row).toMatchObject({ id: 'a1', offerId: offer.id, projectId: offer.projectId, total: 1180.5, prepaid: 80.5, totalDebtLeft: 1100, agreementStatusId: 1, firstUpdate: 0 });
    const canceled = editedAgreementRow({ ...row, agreementStatusId: 3 }, { ...plannedSave(), agreementStatusId: 5, isCanceled: 1 }, offer, 'U');
    expect(canceled).toMatchObject({ agreementStatusId: 5, firstUpdate: 1, updatedAt: 'U', createdAt: 'T' });
    expect(editedAgreementRow({ ...row, agreementStatusId: 3 }, plannedSave(), offer, 'U').agreementStatusId).toBe(3);
  });
});

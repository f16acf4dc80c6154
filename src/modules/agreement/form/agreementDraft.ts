import { filesByKind } from '../../../app/files/filesByKind';
import { agreementBody, prepaidCell, type AgreementInput, type AgreementSave } from '../../../../domain/agreement/bodies.js';
import { cancelRefusal, startInPastRefusal } from '../../../../domain/agreement/rules.js';
import type { AgreementRow } from '../../../../domain/agreement/rows.js';
import { AGREEMENT_STATUS } from '../../../../domain/agreement/statuses.js';
import { AGREEMENT_UPLOADS, type AgreementFileKind } from '../../../../domain/agreement/uploads.js';
import { debtLeft } from '../../../../domain/offer/pricing.js';
import { parseWith } from '../../../../domain/validation.js';
import * as v from 'valibot';
import type { CommandFile, OutboxEntry } from '../../../local';

/**
 * The agreement form as data (spec 000 §2 /dashboard/agreements/create, §3
 * "Agreement", §5 "Agreement") and what a save of it queues. Pure: the
 * screen keeps an AgreementDraft; the body is parsed with the endpoint's own
 * schema (domain/agreement/bodies.ts) and the rules of
 * domain/agreement/rules.ts that need today or the stored agreement run here
 * too, so what is queued is what the server accepts.
 */
export interface AgreementDraft {
  clientId: string;
  offerId: string;
  projectId: string | null;
  /** The status select, which offers only 5 ('E anuluar'): chosen or left empty. */
  canceled: boolean;
  /** Blank is 0 (bodies.ts prepaidCell). */
  prepaid: number | null;
  start: string | null;
  end: string | null;
  comment: string;
  /** New files, added to the stored ones on save (uploads.ts). */
  files: Record<AgreementFileKind, File[]>;
  /** The client's signature drawn on the tablet (PNG), sent as one more signature[] file. */
  signed: Blob | null;
}

export const noFiles = (): Record<AgreementFileKind, File[]> => ({ finalAgreement: [], annexes: [], signature: [], cancelation: [] });

/** What a new agreement of an offer opens with: nothing paid, nothing dated, not canceled. */
export const newDraft = (offer: { id: string; clientId: string; projectId: string | null }): AgreementDraft => ({
  clientId: offer.clientId,
  offerId: offer.id,
  projectId: offer.projectId,
  canceled: false,
  prepaid: null,
  start: null,
  end: null,
  comment: '',
  files: noFiles(),
  signed: null,
});

/** A stored agreement as its form opens it. */
export const draftOf = (a: AgreementRow): AgreementDraft => ({
  clientId: a.clientId,
  offerId: a.offerId ?? '',
  projectId: a.projectId,
  canceled: a.agreementStatusId === AGREEMENT_STATUS.canceled,
  prepaid: a.prepaid,
  start: a.start,
  end: a.end,
  comment: a.comment ?? '',
  files: noFiles(),
  signed: null,
});

/** The text of a draft, as a refused entry keeps it to reopen the form (its files are the entry's). */
export type DraftFields = Omit<AgreementDraft, 'files' | 'signed'>;

export const fieldsOf = ({ files: _files, signed: _signed, ...fields }: AgreementDraft): DraftFields => fields;

export const isDraftFields = (x: unknown): x is DraftFields => typeof x === 'object' && x !== null && 'offerId' in x && 'canceled' in x && 'prepaid' in x;

/**
 * What the form sends besides its files. The status: 5 when canceled; a
 * stored cancel the form cleared is sent as 1, back to production (§4);
 * otherwise none, and the server keeps the status production gave it.
 */
export function inputOf(d: AgreementDraft, stored: AgreementRow | null): AgreementInput {
  const cleared = !d.canceled && stored?.agreementStatusId === AGREEMENT_STATUS.canceled;
  return {
    agreementId: stored?.id ?? null,
    clientId: d.clientId,
    offerId: d.offerId,
    projectId: d.projectId,
    agreementStatusId: d.canceled ? AGREEMENT_STATUS.canceled : cleared ? AGREEMENT_STATUS.waiting : null,
    isCanceled: d.canceled ? 1 : 0,
    prepaid: d.prepaid ?? '',
    start: d.start,
    end: d.end,
    comment: d.comment,
  };
}

/** The pad's PNG travels under this name among the signature[] files. */
export const SIGNED_NAME = 'nenshkrimi.png';

const KINDS = Object.keys(AGREEMENT_UPLOADS) as AgreementFileKind[];
const fieldOf = (kind: AgreementFileKind) => `${AGREEMENT_UPLOADS[kind].field}[]`;

/** The draft's files under their multipart names (spec 000 §7: finalAgreement[], annexes[], signature[], cancelation[]). */
export function filesOf(d: AgreementDraft): CommandFile[] {
  const uploads = KINDS.flatMap((kind) => d.files[kind].map((file) => ({ field: fieldOf(kind), blob: file, name: file.name })));
  return d.signed ? [...uploads, { field: fieldOf('signature'), blob: d.signed, name: SIGNED_NAME }] : uploads;
}

/** The files an entry carries, by kind (a refused entry reopened; the queued files shown). The pad's PNG comes back as a signature file. */
export const filesFrom = (files: readonly CommandFile[] | undefined): Record<AgreementFileKind, File[]> => filesByKind(AGREEMENT_UPLOADS, files);

/** The files the waiting saves of a row carry (useQueuedSaves): shown as on their way until the feed brings them. */
export const queuedFiles = (waiting: readonly OutboxEntry[]): Record<AgreementFileKind, File[]> => filesFrom(waiting.flatMap((e) => e.files ?? []));

export const NO_FILES: Record<AgreementFileKind, File[]> = noFiles();

/** The remaining debt as the form shows it while typing (§5: total − prepaid, rounded up to the cent); null while the prepaid is not an amount ≥ 0. */
export function remainingDebt(total: number, prepaid: number | null): number | null {
  const parsed = v.safeParse(prepaidCell, prepaid ?? '');
  return parsed.success ? debtLeft(total, parsed.output) : null;
}

export interface AgreementPlanContext {
  /** The agreement being edited; none creates one. */
  stored: AgreementRow | null;
  /** YYYY-MM-DD on this device. */
  today: string;
  /** The agreement already has a cancellation file: stored, or queued with an earlier save. */
  hasCancelFile: boolean;
}

export type AgreementPlan =
  | { ok: false; errors: Record<string, string>; message: string }
  | {
      ok: true;
      mode: 'create' | 'edit';
      input: AgreementInput;
      save: AgreementSave;
      files: CommandFile[];
      /** A canceled agreement un-canceled: the form asks first, as this returns it to production (§4). */
      returnsToProduction: boolean;
    };

/**
 * What a save queues, or the refusals the form shows by field: the body's
 * rules (prepaid ≥ 0, start required, end not before start), the start not
 * in the past (a start the agreement had may stay), and a cancel without a
 * cancellation file ('Ngarkoni file-in perkates per anulim!'), all at once.
 */
export function planAgreementSave(draft: AgreementDraft, ctx: AgreementPlanContext): AgreementPlan {
  const input = inputOf(draft, ctx.stored);
  const parsed = parseWith(agreementBody, input);
  const cancel = cancelRefusal(draft.canceled ? AGREEMENT_STATUS.canceled : AGREEMENT_STATUS.waiting, ctx.hasCancelFile || draft.files.cancelation.length > 0);
  const past = parsed.ok && parsed.value.start !== null ? startInPastRefusal(parsed.value.start, ctx.today, ctx.stored?.start ?? null) : null;
  const refusals = [past, cancel].filter((r) => r !== null);
  if (!parsed.ok || refusals.length > 0) {
    const errors = { ...(parsed.ok ? {} : parsed.errors), ...Object.fromEntries(refusals.map((r) => [r.field, r.message])) };
    return { ok: false, errors, message: parsed.ok ? refusals[0]!.message : parsed.message };
  }
  return {
    ok: true,
    mode: ctx.stored ? 'edit' : 'create',
    input,
    save: parsed.value,
    files: filesOf(draft),
    returnsToProduction: ctx.stored?.agreementStatusId === AGREEMENT_STATUS.canceled && !draft.canceled,
  };
}

/** The draft's key among the device's form drafts: one per agreement, or per offer before its agreement exists. */
export const agreementDraftKey = (agreementId: string | null, offerId: string): string => (agreementId ? `agreement:${agreementId}` : `agreement:offer:${offerId}`);

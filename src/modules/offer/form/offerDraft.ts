import { filesByKind } from '../../../app/files/filesByKind';
import { OFFER_MSG } from '../../../../domain/offer/messages.js';
import { offerBody, type OfferInput, type OfferSave } from '../../../../domain/offer/offerBody.js';
import { DISCOUNT_TYPE, toCents, type DiscountType } from '../../../../domain/offer/pricing.js';
import { offerLineBody, productBody, productEditBody, type ProductEditInput, type ProductEditSave, type ProductInput, type ProductSave } from '../../../../domain/offer/productBody.js';
import type { OfferRow, ProductRow } from '../../../../domain/offer/rows.js';
import { discountRefusal, offerSaveRefusal } from '../../../../domain/offer/rules.js';
import { OFFER_STATUS } from '../../../../domain/offer/statuses.js';
import { OFFER_UPLOADS, type OfferFileKind } from '../../../../domain/offer/uploads.js';
import { parseWith } from '../../../../domain/validation.js';
import type { CommandFile, OutboxEntry } from '../../../local';
import { formTotals, lineInputOf, lineOfRow, type LineDraft, type ShownLine } from './offerLines';

/**
 * The offer form as data (spec 000 §2 /dashboard/offers/create, §3
 * "Offer") and what its saves queue. Pure: the screen keeps an OfferDraft;
 * bodies are parsed with the endpoints' own schemas (offerBody.ts,
 * productBody.ts) and the §5 rules (rules.ts), so what is queued is what the
 * server accepts.
 *
 * A NEW offer's rows are all typed here and go with its one POST offers. A
 * SAVED offer's rows are the mirror's; a row changed (`edits`) or added
 * (`newLines`) is saved on its own (POST products[/{id}]), and the offer is
 * not saved while any is unsaved ('Ruani produktet para se ta ruani
 * oferten!').
 */
export interface OfferDraft {
  clientId: string | null;
  projectId: string | null;
  offerStatusId: number;
  offerDate: string | null;
  address: string;
  addition: string;
  comment: string;
  fiscalNumber: string;
  paymentDeadline: string | null;
  accountNumber: string;
  discountType: DiscountType;
  discountValue: string;
  /** The dynamic offer fields' values by field id (admin's offer fields). */
  fields: Record<string, string>;
  newLines: LineDraft[];
  /** Saved rows changed here and not saved yet, by row id. */
  edits: Record<string, LineDraft>;
  files: Record<OfferFileKind, File[]>;
}

export const noFiles = (): Record<OfferFileKind, File[]> => ({ finalOffer: [], requirement: [], pdfOffer: [] });

const text = (s: string | null): string => s ?? '';

/** The form as it opens: the saved offer's values, or a new offer of a client and project (chosen in the path or later). */
export function draftOf(offer: OfferRow | null, start: { clientId: string | null; projectId: string | null; address?: string | null }): OfferDraft {
  if (offer) {
    return {
      clientId: offer.clientId,
      projectId: offer.projectId,
      offerStatusId: offer.offerStatusId,
      offerDate: offer.offerDate,
      address: text(offer.address),
      addition: text(offer.addition),
      comment: text(offer.comment),
      fiscalNumber: text(offer.fiscalNumber),
      paymentDeadline: offer.paymentDeadline,
      accountNumber: text(offer.accountNumber),
      discountType: offer.discountType === DISCOUNT_TYPE.percentage ? DISCOUNT_TYPE.percentage : DISCOUNT_TYPE.fixed,
      discountValue: String(offer.discountValue),
      fields: Object.fromEntries(offer.dynamicFields.map((f) => [f.offerFieldId, f.value ?? ''])),
      newLines: [],
      edits: {},
      files: noFiles(),
    };
  }
  return {
    clientId: start.clientId,
    projectId: start.projectId,
    offerStatusId: OFFER_STATUS.onHold,
    offerDate: null,
    address: text(start.address ?? null),
    addition: '',
    comment: '',
    fiscalNumber: '',
    paymentDeadline: null,
    accountNumber: '',
    discountType: DISCOUNT_TYPE.fixed,
    discountValue: '',
    fields: {},
    newLines: [],
    edits: {},
    files: noFiles(),
  };
}

/** The rows as the form shows them: the saved ones (as edited here), then the new ones. */
export const shownLines = (draft: OfferDraft, stored: readonly ProductRow[]): ShownLine[] => [
  ...stored.map((row) => {
    const edit = draft.edits[row.id];
    return { line: edit ?? lineOfRow(row), stored: row, unsaved: edit !== undefined };
  }),
  ...draft.newLines.map((line) => ({ line, stored: null, unsaved: true })),
];

/** The text of a draft, as a refused entry keeps it to reopen the form (its files are the entry's). */
export type DraftFields = Omit<OfferDraft, 'files'>;

export const fieldsOf = ({ files: _files, ...fields }: OfferDraft): DraftFields => fields;

export const isDraftFields = (x: unknown): x is DraftFields => typeof x === 'object' && x !== null && 'newLines' in x && 'edits' in x && 'discountType' in x;

const KINDS = Object.keys(OFFER_UPLOADS) as OfferFileKind[];

/** The draft's files under their multipart names (spec 000 §7: finalOffer[], requirement[], pdfOffer[]). */
export const filesOf = (d: OfferDraft): CommandFile[] => KINDS.flatMap((kind) => d.files[kind].map((file) => ({ field: `${OFFER_UPLOADS[kind].field}[]`, blob: file, name: file.name })));

export const filesFrom = (files: readonly CommandFile[] | undefined): Record<OfferFileKind, File[]> => filesByKind(OFFER_UPLOADS, files);

/** The files the waiting saves of a row carry (useQueuedSaves): shown as on their way until the feed brings them. */
export const queuedFiles = (waiting: readonly OutboxEntry[]): Record<OfferFileKind, File[]> => filesFrom(waiting.flatMap((e) => e.files ?? []));

export const NO_FILES: Record<OfferFileKind, File[]> = noFiles();

/**
 * What the form sends besides its files. The dynamic fields with a value
 * (the sent set replaces the stored one: a value cleared is removed). A new
 * offer's rows go as JSON text: the outbox may send the call as multipart
 * (with files), where a list of objects would not survive as fields
 * (offerBody.ts reads either).
 */
export function inputOf(d: OfferDraft, fieldIds: readonly string[], lines: readonly LineDraft[] | null, today: string): OfferInput {
  const filled = fieldIds.filter((id) => (d.fields[id] ?? '').trim() !== '');
  return {
    clientId: d.clientId ?? '',
    projectId: d.projectId,
    offerStatusId: d.offerStatusId,
    offerDate: d.offerDate ?? today,
    address: d.address,
    addition: d.addition,
    comment: d.comment,
    fiscalNumber: d.fiscalNumber,
    paymentDeadline: d.paymentDeadline,
    accountNumber: d.accountNumber,
    discountType: d.discountType,
    discountValue: d.discountValue,
    dynamicFieldIds: filled,
    dynamicFieldValues: filled.map((id) => d.fields[id] ?? ''),
    ...(lines ? { products: JSON.stringify(lines.map((l) => ({ id: l.id, ...lineInputOf(l) }))) } : {}),
  };
}

/** A refusal the form shows: by field (a row's field as `line.<id>.<field>`), and once above the buttons. */
export interface Refusal {
  ok: false;
  errors: Record<string, string>;
  message: string;
}

const refusal = (message: string, field = '_'): Refusal => ({ ok: false, errors: { [field]: message }, message });

/** A row's fields by the schema: its first refusal named at the row's field. */
function lineRefusal(line: LineDraft): Refusal | null {
  const parsed = parseWith(offerLineBody, { id: line.id, ...lineInputOf(line) });
  if (parsed.ok) return null;
  const errors = Object.fromEntries(Object.entries(parsed.errors).map(([field, message]) => [`line.${line.id}.${field}`, message]));
  return { ok: false, errors, message: parsed.message };
}

export type OfferPlan = Refusal | { ok: true; mode: 'create' | 'edit'; input: OfferInput; save: OfferSave; files: CommandFile[] };

export interface OfferPlanSources {
  /** The saved offer, or null for a new one. */
  offer: OfferRow | null;
  /** The saved offer's rows as the mirror has them. */
  stored: readonly ProductRow[];
  /** The admin's offer fields (their ids), in the form's order. */
  fieldIds: readonly string[];
  /** The client is in agreements: a saved offer is no longer edited ('Ky klient gjindet ne modulin e marrveshjes!'). */
  cantEdit: boolean;
  /** The device's day, the new offer's date. */
  today: string;
}

/**
 * What the offer's save queues, or why not (spec 000 §4, §5): an offer of a
 * client in agreements is not edited; a saved offer's rows must all be saved
 * and at least one there; a new offer needs a row, each row valid; then the
 * body's schema; then the discount against the total (rules.ts).
 */
export function planOfferSave(draft: OfferDraft, src: OfferPlanSources): OfferPlan {
  if (src.offer && src.cantEdit) return refusal(OFFER_MSG.clientInAgreement);
  const lines = shownLines(draft, src.stored);
  const rowsRefusal = src.offer
    ? offerSaveRefusal({ unsaved: lines.filter((l) => l.unsaved).length, saved: src.stored.length })
    : offerSaveRefusal({ unsaved: 0, saved: draft.newLines.length });
  if (rowsRefusal) return refusal(rowsRefusal, 'products');
  if (!src.offer) {
    for (const line of draft.newLines) {
      const refused = lineRefusal(line);
      if (refused) return refused;
    }
  }
  const input = inputOf(draft, src.fieldIds, src.offer ? null : draft.newLines, src.today);
  const parsed = parseWith(offerBody, input);
  if (!parsed.ok) return { ok: false, errors: parsed.errors, message: parsed.message };
  const totals = formTotals(lines, parsed.value.discountType, draft.discountValue);
  const discount = discountRefusal(toCents(totals.total), parsed.value.discountType, parsed.value.discountValue);
  if (discount) return refusal(discount, 'discountValue');
  return { ok: true, mode: src.offer ? 'edit' : 'create', input, save: parsed.value, files: filesOf(draft) };
}

export type LinePlan = Refusal | { ok: true; mode: 'create'; input: ProductInput; save: ProductSave } | { ok: true; mode: 'edit'; input: ProductEditInput; save: ProductEditSave };

/**
 * A saved offer's row saved on its own (POST products, POST products/{id}
 * with `canceled`): article and quantity required ('Ju lutem mbushni te
 * dhenat!', §5), refused while the client is in agreements.
 */
export function planLineSave(line: LineDraft, offer: OfferRow, stored: ProductRow | null, cantEdit: boolean): LinePlan {
  if (cantEdit) return refusal(OFFER_MSG.clientInAgreement);
  const base = { ...lineInputOf(line), clientId: offer.clientId, offerId: offer.id };
  const named = (r: Refusal): Refusal => ({ ...r, errors: Object.fromEntries(Object.entries(r.errors).map(([field, message]) => [`line.${line.id}.${field}`, message])) });
  if (!stored) {
    const parsed = parseWith(productBody, base);
    return parsed.ok ? { ok: true, mode: 'create', input: base, save: parsed.value } : named({ ok: false, errors: parsed.errors, message: parsed.message });
  }
  const input = { ...base, canceled: line.canceled };
  const parsed = parseWith(productEditBody, input);
  return parsed.ok ? { ok: true, mode: 'edit', input, save: parsed.value } : named({ ok: false, errors: parsed.errors, message: parsed.message });
}

/** The draft's key among the device's form drafts: one per saved offer, one per project (or none) for a new offer. */
export const offerDraftKey = (offerId: string | null, projectId: string | null): string => (offerId ? `offer:${offerId}` : `offer:new:${projectId ?? ''}`);

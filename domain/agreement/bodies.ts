import * as v from 'valibot';
import { dateCell, idCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField, intFrom } from '../validation.js';
import { AGREEMENT_MSG } from './messages.js';
import { datesOrderRefusal } from './rules.js';
import { AGREEMENT_STATUS_IDS } from './statuses.js';

/**
 * What the agreement form sends (spec 000 §7 POST agreements): multipart,
 * the files of uploads.ts beside these fields, or JSON without files. One call
 * creates and edits: `agreementId` names the agreement an edit saves, none
 * creates one (with the device's id, SYNC.md O13). The offer is the one the
 * agreement signs (its total is the offer's, read on the server); the project
 * is the offer's, so a projectId sent must be it. Dates are YYYY-MM-DD;
 * form-data sends an empty cell as '', read as null.
 */

/** The comment textarea (30 × 10, spec 000 §9) holds more than one line's 255. */
const COMMENT_MAX = 2000;

/** The save as the PWA sends it; the device's id goes beside it on a create. */
export interface AgreementInput {
  agreementId?: string | null;
  clientId: string;
  offerId: string;
  projectId?: string | null;
  /** 5 cancels; 1 (or nothing) clears a cancel; form-data sends '5'. */
  agreementStatusId?: number | string | null;
  isCanceled?: number | string | null;
  /** An amount ≥ 0, '150.50' in form-data. */
  prepaid?: number | string | null;
  start?: string | null;
  end?: string | null;
  comment?: string | null;
}

const filled = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.check((x) => x !== null && x !== '', MSG.fieldNeeded),
    schema,
  );

/** A cell that is blank ('' or null) reads as null, else `schema` reads it. */
const blankOr = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.optional(v.unknown(), null),
    v.transform((x) => (x === '' ? null : x)),
    v.union([v.null(), schema], MSG.invalidValue),
  );

/**
 * Spec 000 §5 "prepaid accepted only if >= 0"; blank is 0. Kept as typed:
 * the debt is computed from it, and the column gets it down to the cent
 * (rules.ts agreementMoney, domain/offer/pricing.ts).
 */
export const prepaidCell = v.pipe(
  blankOr(v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+)?$/, MSG.invalidValue), v.transform(Number))], MSG.invalidValue)),
  v.transform((x) => x ?? 0),
  v.number(MSG.invalidValue),
  v.finite(MSG.invalidValue),
  v.minValue(0, MSG.invalidValue),
  v.maxValue(1e11, MSG.invalidValue),
);

export const agreementBody = sentAs<AgreementInput>()(
  v.pipe(
    v.object({
      agreementId: v.optional(idCell, null),
      clientId: filled(idField()),
      offerId: filled(idField()),
      projectId: v.optional(idCell, null),
      agreementStatusId: blankOr(v.pipe(intFrom(), v.picklist(AGREEMENT_STATUS_IDS, MSG.invalidValue))),
      isCanceled: v.pipe(blankOr(v.pipe(intFrom(), v.picklist([0, 1], MSG.invalidValue))), v.transform((x) => x ?? 0)),
      prepaid: prepaidCell,
      start: v.optional(dateCell, null),
      end: v.optional(dateCell, null),
      comment: v.optional(textCell(COMMENT_MAX), null),
    }),
    // The date rules of rules.ts, each on its field (the past needs today: the server and the form judge it apart).
    v.forward(
      v.check((b) => datesOrderRefusal(b)?.field !== 'start', AGREEMENT_MSG.fillStart),
      ['start'],
    ),
    v.forward(
      v.check((b) => datesOrderRefusal(b)?.field !== 'end', AGREEMENT_MSG.endBeforeStart),
      ['end'],
    ),
  ),
);

export type AgreementSave = v.InferOutput<typeof agreementBody>;

import * as v from 'valibot';
import { dateCell, idCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { idField, intFrom } from '../validation.js';
import { blankAs, decimalCell, listCell } from './cells.js';
import { OFFER_MSG } from './messages.js';
import { DISCOUNT_TYPE } from './pricing.js';
import { offerLineBody, type OfferLineInput } from './productBody.js';
import { OFFER_STATUS, OFFER_STATUS_IDS } from './statuses.js';

/**
 * What the offer form sends (spec 000 §7 POST offers): multipart with
 * finalOffer[], requirement[] and pdfOffer[] (uploads.ts) beside these
 * fields, or JSON without files; the same call creates (a new `id`) and
 * edits (the id of an offer of the company). `offerId` (the number shown)
 * and `discountTotal` are the device's own figures and are ignored: the
 * server numbers a new offer from the company's counter and computes every
 * total (pricing.ts). `dynamicFieldIds[]` and `dynamicFieldValues[]` pair by
 * position. `offerDate` (§3, not in §7's list) is the day the offer was made
 * on the device — an offer typed offline yesterday keeps yesterday — and
 * defaults to the server's today.
 *
 * `products` (ours, as a new client carries its projects in one POST
 * clients): the rows of a NEW offer, in the same call, so a device offline
 * queues one call — a JSON array, or in form-data one field holding the
 * array as JSON text. An existing offer's rows are saved one by one (POST
 * products, POST products/{id}, DELETE products/{id}); rows sent with its
 * edit are rows not saved ('Ruani produktet para se ta ruani oferten!',
 * rules.ts offerSaveRefusal).
 */
export interface OfferInput {
  clientId: string;
  projectId?: string | null;
  offerStatusId?: number | string;
  offerDate?: string | null;
  address?: string | null;
  addition?: string | null;
  comment?: string | null;
  fiscalNumber?: string | null;
  paymentDeadline?: string | null;
  accountNumber?: string | null;
  /** The number shown: ignored. */
  offerId?: number | string | null;
  /** 0 fixed, 1 percentage (pricing.ts DISCOUNT_TYPE). */
  discountType?: number | string;
  discountValue?: number | string | null;
  /** The device's own figure: ignored. */
  discountTotal?: number | string | null;
  dynamicFieldIds?: string[] | string;
  dynamicFieldValues?: (string | null)[] | string;
  products?: OfferLineInput[] | string;
}

/** The addition and comment textareas (30 × 10, spec 000 §9): more than a one-line input's 255. */
const LONG_TEXT = 2000;

/** `products` as JSON, or as JSON text in a form-data field; text that is no JSON fails the array check. */
const linesCell = v.pipe(
  v.unknown(),
  v.transform((x) => {
    if (typeof x !== 'string') return x;
    try {
      return JSON.parse(x) as unknown;
    } catch {
      return x;
    }
  }),
  v.array(offerLineBody, MSG.invalidValue),
);

export const offerBody = sentAs<OfferInput>()(
  v.pipe(
    v.object({
      clientId: v.pipe(
        v.optional(v.unknown(), null),
        v.check((x) => x !== undefined && x !== null && x !== '', MSG.fieldNeeded),
        idField(),
      ),
      projectId: v.optional(idCell, null),
      offerStatusId: blankAs(v.pipe(intFrom(), v.picklist(OFFER_STATUS_IDS, MSG.invalidValue)), OFFER_STATUS.onHold),
      offerDate: v.optional(dateCell, null),
      address: v.optional(textCell(255), null),
      addition: v.optional(textCell(LONG_TEXT), null),
      comment: v.optional(textCell(LONG_TEXT), null),
      fiscalNumber: v.optional(textCell(255), null),
      paymentDeadline: v.optional(dateCell, null),
      accountNumber: v.optional(textCell(255), null),
      offerId: v.optional(v.unknown()),
      discountType: blankAs(v.pipe(intFrom(), v.picklist([DISCOUNT_TYPE.fixed, DISCOUNT_TYPE.percentage], MSG.invalidValue)), DISCOUNT_TYPE.fixed),
      discountValue: blankAs(
        v.pipe(
          decimalCell(2),
          v.check((n) => n >= 0, OFFER_MSG.priceNegative),
        ),
        0,
      ),
      discountTotal: v.optional(v.unknown()),
      dynamicFieldIds: listCell(idField()),
      dynamicFieldValues: listCell(textCell(255)),
      products: v.optional(linesCell),
    }),
    // Two rows under one id would be one row stored twice.
    v.forward(
      v.check((b) => {
        const ids = (b.products ?? []).flatMap((l) => (l.id ? [l.id] : []));
        return new Set(ids).size === ids.length;
      }, MSG.invalidValue),
      ['products'],
    ),
    v.check((b) => b.dynamicFieldIds.length === b.dynamicFieldValues.length && new Set(b.dynamicFieldIds).size === b.dynamicFieldIds.length, MSG.invalidValue),
    v.forward(
      v.check((b) => b.discountType !== DISCOUNT_TYPE.percentage || b.discountValue <= 100, OFFER_MSG.percentRange),
      ['discountValue'],
    ),
  ),
);

export type OfferSave = v.InferOutput<typeof offerBody>;

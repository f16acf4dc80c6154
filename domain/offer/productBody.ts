import * as v from 'valibot';
import { dateCell, idCell, textCell } from '../kit/cells.js';
import { sentAs } from '../kit/wire.js';
import { MSG } from '../messages.js';
import { flag01, idField } from '../validation.js';
import { blankAs, decimalCell } from './cells.js';
import { OFFER_MSG } from './messages.js';

/**
 * An offer's product row as the modal sends it (spec 000 §7 POST products:
 * "type, designation, quantity, price, tax, taxPrice, end, start, discount,
 * clientId, offerId, forProduction"; §3 adds unitId; POST products/{id} adds
 * canceled). `designation` is the article's id, `type` its code. taxPrice
 * (and any total) the device computed is taken and ignored: the server
 * computes every amount from price, discount, tax and quantity
 * (pricing.ts). Article and quantity are required ('Ju lutem mbushni te
 * dhenat!', §5).
 */

export interface LineInput {
  type?: string | null;
  /** The article's id. */
  designation: string;
  quantity: number | string;
  price?: number | string | null;
  /** Percent. */
  discount?: number | string | null;
  /** Percent. */
  tax?: number | string | null;
  /** The device's own figure: ignored. */
  taxPrice?: number | string | null;
  start?: string | null;
  end?: string | null;
  /** 1 production, 0 purchased (statuses.ts PRODUCTION_FLAG). */
  forProduction?: number | string;
  unitId?: string | null;
}

const filledAs = (message: string) => v.check((x: unknown) => x !== undefined && x !== null && x !== '', message);
/** A field the row must have: left out, null or blank it answers `message`. */
const filled = <S extends v.GenericSchema>(schema: S, message: string) => v.pipe(v.optional(v.unknown(), null), filledAs(message), schema);

const percent = blankAs(
  v.pipe(
    decimalCell(2),
    v.check((n) => n >= 0 && n <= 100, OFFER_MSG.percentRange),
  ),
  0,
);

/** The fields of a row, whichever call carries it. */
export const lineFields = {
  type: v.optional(textCell(255), null),
  designation: filled(idField(), OFFER_MSG.fillData),
  quantity: filled(
    v.pipe(
      decimalCell(3),
      v.check((n) => n > 0, OFFER_MSG.quantityPositive),
    ),
    OFFER_MSG.fillData,
  ),
  price: blankAs(
    v.pipe(
      decimalCell(2),
      v.check((n) => n >= 0, OFFER_MSG.priceNegative),
    ),
    0,
  ),
  discount: percent,
  tax: percent,
  taxPrice: v.optional(v.unknown()),
  start: v.optional(dateCell, null),
  end: v.optional(dateCell, null),
  forProduction: v.optional(flag01, 1),
  unitId: v.optional(idCell, null),
};

/** A row's start is not after its end. */
const datesInOrder = (r: { start: string | null; end: string | null }): boolean => !r.start || !r.end || r.start <= r.end;

const ofOffer = { clientId: filled(idField(), MSG.fieldNeeded), offerId: filled(idField(), MSG.fieldNeeded) };

export type ProductInput = LineInput & { clientId: string; offerId: string };
export type ProductEditInput = ProductInput & { canceled?: number | string };

export const productBody = sentAs<ProductInput>()(v.pipe(
    v.object({ ...lineFields, ...ofOffer }),
    v.check((r) => datesInOrder(r), MSG.dateRangeOrder),
  ));

export const productEditBody = sentAs<ProductEditInput>()(v.pipe(
    v.object({ ...lineFields, ...ofOffer, canceled: v.optional(flag01, 0) }),
    v.check((r) => datesInOrder(r), MSG.dateRangeOrder),
  ));

/** A row of a new offer, sent in its POST offers; `id` is the device's (SYNC.md O13). */
export const offerLineBody = v.pipe(
  v.object({ id: v.optional(idField()), ...lineFields }),
  v.check((r) => datesInOrder(r), MSG.dateRangeOrder),
);

export type ProductSave = v.InferOutput<typeof productBody>;
export type ProductEditSave = v.InferOutput<typeof productEditBody>;
export type OfferLineSave = v.InferOutput<typeof offerLineBody>;
export type OfferLineInput = LineInput & { id?: string };

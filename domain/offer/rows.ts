import * as v from 'valibot';
import { nullableId, stamped } from '../kit/rows.js';

const text = v.nullable(v.string());

/**
 * Offer's rows as the feed and the reads send them (spec 000 §3 "Offer",
 * "Offer product row"). An offer carries its dynamic fields' values
 * (offer_field_values: the field's id and the value typed). Its files
 * (final offer, requirement, PDF offer) are `files` rows owned by the offer
 * (ownerType 'offers', kind as uploads.ts). A product row is the offer's
 * line and, once agreed, the product in production (migration 0003), so it
 * also carries production's columns. Amounts are numbers with 2 decimals,
 * quantities with 3, computed only by pricing.ts.
 * The entities' declared `row` (module.ts): it types the PWA's tables, and
 * the optimistic-row contract checks the offer screens' commands against it
 * (domain/offer/drafts.ts).
 */
export const OFFER_ROWS = {
  offers: v.object({
    ...stamped,
    number: v.number(),
    clientId: v.string(),
    projectId: nullableId,
    offerStatusId: v.number(),
    offerDate: text,
    addition: text,
    comment: text,
    address: text,
    fiscalNumber: text,
    paymentDeadline: text,
    accountNumber: text,
    discountType: v.number(),
    discountValue: v.number(),
    discountTotal: v.number(),
    total: v.number(),
    createdBy: nullableId,
    dynamicFields: v.array(v.object({ offerFieldId: v.string(), value: text })),
  }),
  products: v.object({
    ...stamped,
    offerId: v.string(),
    clientId: v.string(),
    projectId: nullableId,
    articleId: nullableId,
    unitId: nullableId,
    type: text,
    quantity: v.number(),
    price: v.number(),
    discount: v.number(),
    tax: v.number(),
    taxPrice: v.number(),
    discountPrice: v.number(),
    totalPrice: v.number(),
    start: text,
    end: text,
    initialStart: text,
    initialEnd: text,
    calendarComment: text,
    canceled: v.number(),
    forProduction: v.number(),
    active: v.number(),
    doneStatus: v.number(),
    productStatusId: v.number(),
    finishedAt: text,
    createdBy: nullableId,
  }),
};

export type OfferRow = v.InferOutput<typeof OFFER_ROWS.offers>;
export type ProductRow = v.InferOutput<typeof OFFER_ROWS.products>;

/** An offer line's money: the office's and full privileges' (spec 001 §6), no other reader's. */
export const PRODUCT_MONEY_COLUMNS = ['price', 'discount', 'tax', 'taxPrice', 'discountPrice', 'totalPrice'] as const satisfies readonly (keyof ProductRow)[];

/** An offer's money and its client's payment details. */
export const OFFER_MONEY_COLUMNS = ['discountType', 'discountValue', 'discountTotal', 'total', 'accountNumber', 'fiscalNumber', 'paymentDeadline'] as const satisfies readonly (keyof OfferRow)[];

/** What the floor receives of an offer: the author its product card names (spec 001 "offerBy"). */
export const OFFER_AUTHOR_COLUMNS = ['id', 'createdAt', 'updatedAt', 'createdBy'] as const satisfies readonly (keyof OfferRow)[];

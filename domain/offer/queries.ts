import * as v from 'valibot';
import { dateCell, idCell } from '../kit/cells.js';
import { MSG } from '../messages.js';
import { intFrom } from '../validation.js';
import { OFFER_STATUS_IDS } from './statuses.js';

/**
 * GET offer/filter (spec 000 §7 "offerStatusId, startDate, endDate"): the
 * offers of a status, their offerDate within the range (YYYY-MM-DD, both
 * ends inclusive, '' as no bound); a start after the end is refused
 * ('Data e fillimit duhet te jete para dates se mbarimit!').
 */
export const offerFilterQuery = v.pipe(
  v.object({
    offerStatusId: v.optional(v.pipe(intFrom(), v.picklist(OFFER_STATUS_IDS, MSG.invalidValue))),
    startDate: dateCell,
    endDate: dateCell,
  }),
  v.forward(
    v.check((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, MSG.dateRangeOrder),
    ['startDate'],
  ),
);

export type OfferFilter = v.InferOutput<typeof offerFilterQuery>;

/** GET products/clients/{clientId}?offerId: the client's rows, of one offer when named. */
export const clientProductsQuery = v.object({ offerId: v.optional(idCell, null) });

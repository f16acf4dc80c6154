/**
 * Spec 000 §4 "Offer status: 1 rejected, 2 approved, 3 sent for
 * confirmation, 4 undefined, 5 on hold" (§2 lists them in the order the
 * offers screen shows them: 5, 3, 1, 4, 2). A new offer is on hold, as the
 * table's default.
 */
export const OFFER_STATUS = { rejected: 1, approved: 2, sentForConfirmation: 3, undefined: 4, onHold: 5 } as const;
export type OfferStatusId = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];
export const OFFER_STATUS_IDS = [1, 2, 3, 4, 5] as const satisfies readonly OfferStatusId[];

export const OFFER_STATUS_LABELS: Record<OfferStatusId, string> = {
  1: 'Refuzuar',
  2: 'Aprovuar',
  3: 'Derguar per konfirmim',
  4: 'E papercaktuar',
  5: 'Ne pritje',
};

/** Spec 000 §9 "Production flag 1 production, 0 purchased": a row made in the workshop or bought in. */
export const PRODUCTION_FLAG = { production: 1, purchased: 0 } as const;

export const PRODUCTION_FLAG_LABELS: Record<0 | 1, string> = { 1: 'Prodhim', 0: 'Blerje' };

/**
 * A product archived as finished (§4 "deletion is refused if the product is
 * archived as finished"): done, or in the warehouse (3) or completed (4) —
 * the agreement/product statuses of §4.
 */
export const FINISHED_PRODUCT_STATUS_IDS: readonly number[] = [3, 4];

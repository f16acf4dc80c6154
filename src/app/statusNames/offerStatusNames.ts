import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PRODUCTION_FLAG_LABELS, type OfferStatusId } from '../../../domain/offer/statuses.js';

/**
 * The offer statuses as the screens say them (domain/offer/statuses.ts,
 * translated), in the order the offers screen lists them (spec 000 §2: 5,
 * 3, 1, 4, 2).
 */
export const OFFER_STATUS_NAMES = {
  1: msg`Refuzuar`,
  2: msg`Aprovuar`,
  3: msg`Derguar per konfirmim`,
  4: msg`E papercaktuar`,
  5: msg`Ne pritje`,
} as const satisfies Record<OfferStatusId, MessageDescriptor>;

export const OFFER_STATUS_ORDER: readonly OfferStatusId[] = [5, 3, 1, 4, 2];

/** Production (1) or purchased (0), spec 000 §9. */
export const PRODUCTION_FLAG_NAMES = { 1: msg`Prodhim`, 0: msg`Blerje` } as const satisfies Record<keyof typeof PRODUCTION_FLAG_LABELS, MessageDescriptor>;

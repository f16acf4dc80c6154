import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentTexts } from '../documentTexts';
import type { OfferLinesTexts } from './offerLines';

const LINES = {
  article: msg`Artikulli`,
  code: msg`Kodi`,
  quantity: msg`Sasia`,
  price: msg`Cmimi`,
  discountPercent: msg`Zbritja %`,
  taxPercent: msg`TVSH %`,
  lineTotal: msg`Totali`,
  total: msg`Totali`,
  discount: msg`Zbritja`,
  totalAfterDiscount: msg`Totali pas zbritjes`,
} satisfies Record<keyof OfferLinesTexts, MessageDescriptor>;

/** The rows table's and totals' words in the reader's language (the agreement's document prices the same rows). */
export const offerLinesTexts = (i18n: I18n): OfferLinesTexts => documentTexts(i18n, LINES);

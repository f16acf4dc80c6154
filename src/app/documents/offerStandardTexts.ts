import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { printedOfferTexts } from '../../../domain/settings/offerStandardTexts.js';

/**
 * Spec 000 §9 "Offer standard texts" as Lingui messages, the twins of
 * domain/settings/offerStandardTexts.ts word for word (a unit test keeps them
 * equal; the English catalogue holds the spec's own English words).
 */
export const OFFER_STANDARD_MESSAGES = [
  msg`50% e vleres paguhet me pranimin e ofertes.`,
  msg`50% e vleres paguhet 2 dite para dergeses.`,
  msg`Oferta eshte e vlefshme 30 dite nga data e saj.`,
  msg`Verejtje: prodhimi zgjat 15 dite pune dhe fillon pasi klienti te kete paguar 50%.`,
  msg`Montimi i kuzhines nuk perfshin lidhjen e pajisjeve elektrike, te ujit dhe te gypit te ventilimit. Montimi i mobilieve eshte pa pagese.`,
] as const satisfies readonly MessageDescriptor[];

/** The spec's paragraphs in the reader's language. */
export const defaultOfferTexts = (i18n: I18n): string[] => OFFER_STANDARD_MESSAGES.map((m) => i18n._(m));

/**
 * The paragraphs an offer prints: the company's own words where its settings
 * hold some (`stored`, the row's JSON list), the spec's in the reader's
 * language elsewhere.
 */
export const offerStandardTexts = (i18n: I18n, stored: string): string[] => printedOfferTexts(stored, defaultOfferTexts(i18n));

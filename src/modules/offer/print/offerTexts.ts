import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentTexts } from '../../../app/documents/documentTexts';
import type { OfferLinesTexts } from '../../../app/documents/priced/offerLines';
import { offerLinesTexts } from '../../../app/documents/priced/offerLinesTexts';
import type { OfferTexts } from './offerDocument';

/** Spec 000 §9 "Offer standard texts", word for word (the English catalog holds the spec's own words). */
const STANDARD = [
  msg`50% e vleres paguhet me pranimin e ofertes.`,
  msg`50% e vleres paguhet 2 dite para dergeses.`,
  msg`Oferta eshte e vlefshme 30 dite nga data e saj.`,
  msg`Verejtje: prodhimi zgjat 15 dite pune dhe fillon pasi klienti te kete paguar 50%.`,
  msg`Montimi i kuzhines nuk perfshin lidhjen e pajisjeve elektrike, te ujit dhe te gypit te ventilimit. Montimi i mobilieve eshte pa pagese.`,
];

const OFFER = {
  title: msg`Oferta`,
  client: msg`Klienti`,
  address: msg`Adresa`,
  phone: msg`Telefoni`,
  fiscalNumber: msg`Numri fiskal`,
  project: msg`Projekti`,
  date: msg`Data`,
  paymentDeadline: msg`Afati i pageses`,
  accountNumber: msg`Numri i llogarise`,
  addition: msg`Shtese`,
  conditions: msg`Kushtet e ofertes`,
  standardTitle: msg`Kushtet e pageses dhe verejtje`,
} satisfies Record<Exclude<keyof OfferTexts, keyof OfferLinesTexts | 'standard'>, MessageDescriptor>;

/** The offer document's words in the reader's language. */
export const offerTexts = (i18n: I18n): OfferTexts => ({ ...offerLinesTexts(i18n), ...documentTexts(i18n, OFFER), standard: STANDARD.map((m) => i18n._(m)) });

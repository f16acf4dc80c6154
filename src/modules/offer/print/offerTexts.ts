import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentTexts } from '../../../app/documents/documentTexts';
import type { OfferLinesTexts } from '../../../app/documents/priced/offerLines';
import { offerLinesTexts } from '../../../app/documents/priced/offerLinesTexts';
import { offerStandardTexts } from '../../../app/documents/offerStandardTexts';
import type { OfferTexts } from './offerDocument';

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

/** The offer document's words in the reader's language; the standard texts as the company's settings hold them (`storedStandard`, their JSON list). */
export const offerTexts = (i18n: I18n, storedStandard: string): OfferTexts => ({ ...offerLinesTexts(i18n), ...documentTexts(i18n, OFFER), standard: offerStandardTexts(i18n, storedStandard) });

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { documentTexts } from '../../../app/documents/documentTexts';
import type { OfferLinesTexts } from '../../../app/documents/priced/offerLines';
import { offerLinesTexts } from '../../../app/documents/priced/offerLinesTexts';
import type { AgreementTexts } from './agreementDocument';

const AGREEMENT = {
  title: msg`Marreveshja`,
  client: msg`Klienti`,
  address: msg`Adresa`,
  phone: msg`Telefoni`,
  fiscalNumber: msg`Numri fiskal`,
  project: msg`Projekti`,
  offerNumber: msg`Oferta nr.`,
  date: msg`Data`,
  start: msg`Fillimi i finalizimit`,
  end: msg`Mbarimi i finalizimit`,
  prepaid: msg`Parapagimi`,
  debtLeft: msg`Borxhi i mbetur`,
  comment: msg`Komenti`,
  companySignature: msg`Per kompanine`,
  clientSignature: msg`Klienti`,
} satisfies Record<Exclude<keyof AgreementTexts, keyof OfferLinesTexts>, MessageDescriptor>;

/** The agreement document's words in the reader's language; the rows and totals are worded as on the offer. */
export const agreementTexts = (i18n: I18n): AgreementTexts => ({ ...offerLinesTexts(i18n), ...documentTexts(i18n, AGREEMENT) });

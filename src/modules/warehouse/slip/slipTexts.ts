import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SlipTexts } from './depositSlip';

const TEXTS = {
  title: msg`Fletedeponimi`,
  company: msg`Kompania`,
  client: msg`Klienti`,
  project: msg`Projekti`,
  label: msg`Emertimi`,
  date: msg`Data`,
  product: msg`Produkti`,
  quantity: msg`Sasia`,
  comment: msg`Komenti`,
  transport: msg`Transportuesit`,
  installation: msg`Instaluesit`,
  handedOver: msg`Dorezoi`,
  received: msg`Pranoi`,
};

/** The slip's words in the reader's language. */
export const slipTexts = (i18n: I18n): SlipTexts => Object.fromEntries(Object.entries(TEXTS).map(([k, m]) => [k, i18n._(m)])) as unknown as SlipTexts;

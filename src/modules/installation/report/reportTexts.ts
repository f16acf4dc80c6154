import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const TEXTS = {
  title: msg`Raporti i instalimit`,
  company: msg`Kompania`,
  client: msg`Klienti`,
  project: msg`Projekti`,
  start: msg`Fillimi`,
  end: msg`Mbarimi`,
  conditional: msg`Instalim me kusht`,
  yes: msg`Po`,
  no: msg`Jo`,
  product: msg`Produkti`,
  quantity: msg`Sasia`,
  equipment: msg`Pajisjet`,
  comment: msg`Komenti`,
  photos: msg`Fotot e instalimit`,
  installerSignature: msg`Nenshkrimi i instaluesit`,
  clientSignature: msg`Nenshkrimi i klientit`,
  unsigned: msg`Pa nenshkrim`,
};

export type ReportTexts = { [K in keyof typeof TEXTS]: string };

/** The report's words in the reader's language (the PDF is drawn outside React). */
export const reportTexts = (i18n: I18n): ReportTexts => Object.fromEntries(Object.entries(TEXTS).map(([k, m]) => [k, i18n._(m)])) as ReportTexts;

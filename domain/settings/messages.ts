/**
 * The settings screen's refusals (issue 16 "Settings"). The spec gives no
 * words for them, so they are written in its style: Albanian, plain ASCII,
 * ending with '!'.
 */
export const SETTINGS_MSG = {
  companyNameRequired: 'Emri i kompanise eshte obligativ!',
  invalidIban: 'IBAN nuk eshte i sakte!',
  invalidTileUrl: 'Adresa e hartes duhet te filloje me https:// dhe te kete z, x dhe y ne kllapa gjarperore!',
  invalidMirrorMonths: 'Zgjidhni sa muaj pune te perfunduar ruhen ne pajisje!',
  offerTextsCount: 'Tekstet standarde te ofertes duhet te jene 5!',
} as const;

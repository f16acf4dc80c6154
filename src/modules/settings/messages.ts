import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SETTINGS_MSG } from '../../../domain/settings/messages.js';

/** The settings' server messages (domain/settings/messages.ts) as Lingui messages, for English and German users. */
export const SETTINGS_MESSAGES = {
  companyNameRequired: msg`Emri i kompanise eshte obligativ!`,
  invalidIban: msg`IBAN nuk eshte i sakte!`,
  invalidTileUrl: msg`Adresa e hartes duhet te filloje me https:// dhe te kete z, x dhe y ne kllapa gjarperore!`,
  invalidMirrorMonths: msg`Zgjidhni sa muaj pune te perfunduar ruhen ne pajisje!`,
  offerTextsCount: msg`Tekstet standarde te ofertes duhet te jene 5!`,
} satisfies Record<keyof typeof SETTINGS_MSG, MessageDescriptor>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AgreementMessageKey } from '../../../domain/agreement/messages.js';

/** Agreement's server messages (domain/agreement/messages.ts) as Lingui messages, so English and German users read them translated. */
export const AGREEMENT_MESSAGES = {
  cancelFileNeeded: msg`Ngarkoni file-in perkates per anulim!`,
  startInPast: msg`Data e fillimit nuk duhet te jete ne te kaluaren!`,
  endBeforeStart: msg`Data e mbarimit nuk duhet te jete para se te filloi!`,
  fillStart: msg`Ju lutem mbushni daten e fillimit`,
  created: msg`Marreveshja u krijua me sukses!`,
  edited: msg`Marrveshja u editua me sukses!`,
  datesChanged: msg`Datat u ndryshuan me sukses!`,
  datesEdited: msg`Datat u edituan me sukses!`,
  offerAgreed: msg`Kjo oferte ka tashme nje marreveshje!`,
} as const satisfies Record<AgreementMessageKey, MessageDescriptor>;

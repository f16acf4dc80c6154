import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KioskMessageKey } from '../../../domain/kiosk/messages.js';

/** The kiosk's server messages (domain/kiosk/messages.ts) as Lingui messages, for English and German users. */
export const KIOSK_MESSAGES = {
  wrongPin: msg`PIN-i eshte i gabuar`,
  pinLocked: msg`PIN-i eshte bllokuar pas 5 tentimeve te gabuara!`,
  pinFormat: msg`PIN-i duhet te kete 4 deri ne 8 shifra!`,
  pinSaved: msg`PIN-i u ruajt me sukses!`,
  enrolled: msg`Pajisja u be kioske!`,
  revoked: msg`Kioska u cregjistrua!`,
  kioskEnded: msg`Kjo kioske nuk eshte me aktive!`,
  notKioskWorker: msg`Ky punetor nuk punon ne repartet e kesaj kioske!`,
  workerNeeded: msg`Ne kioske punon vetem nje punetor i kycur me PIN!`,
  departmentsNeeded: msg`Zgjidhni se paku nje repart!`,
  notYourDepartment: msg`Nuk jeni administrator i ketij reparti!`,
  nameNeeded: msg`Ju lutem vendosni emrin e kioskes!`,
  turnRefused: msg`Kjo radhe ne kioske nuk u pranua: hyni perseri me PIN-in tuaj!`,
  firstSwitchOnline: msg`Ne kete kioske hyhet here te pare me internet: provoni perseri kur te kete lidhje!`,
  waitForServer: msg`Kioska sapo ishte e lidhur me serverin: provoni perseri pas pak sekondash!`,
} satisfies Record<KioskMessageKey, MessageDescriptor>;

/**
 * The kiosk's messages. 'PIN-i eshte i gabuar' is the issue's own text; the
 * others follow the spec's style (no diacritics, a closing mark) where it is
 * silent.
 */
export const KIOSK_MSG = {
  wrongPin: 'PIN-i eshte i gabuar',
  pinLocked: 'PIN-i eshte bllokuar pas 5 tentimeve te gabuara!',
  pinFormat: 'PIN-i duhet te kete 4 deri ne 8 shifra!',
  pinSaved: 'PIN-i u ruajt me sukses!',
  enrolled: 'Pajisja u be kioske!',
  revoked: 'Kioska u cregjistrua!',
  kioskEnded: 'Kjo kioske nuk eshte me aktive!',
  notKioskWorker: 'Ky punetor nuk punon ne repartet e kesaj kioske!',
  workerNeeded: 'Ne kioske punon vetem nje punetor i kycur me PIN!',
  departmentsNeeded: 'Zgjidhni se paku nje repart!',
  notYourDepartment: 'Nuk jeni administrator i ketij reparti!',
  nameNeeded: 'Ju lutem vendosni emrin e kioskes!',
  turnRefused: 'Kjo radhe ne kioske nuk u pranua: hyni perseri me PIN-in tuaj!',
  firstSwitchOnline: 'Ne kete kioske hyhet here te pare me internet: provoni perseri kur te kete lidhje!',
  waitForServer: 'Kioska sapo ishte e lidhur me serverin: provoni perseri pas pak sekondash!',
} as const;

export type KioskMessageKey = keyof typeof KIOSK_MSG;

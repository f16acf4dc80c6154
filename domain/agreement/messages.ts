/**
 * Agreement's texts, word for word from spec 000 §5 and §8; those marked
 * "ours" are where the spec gives no text. Shared texts stay in
 * domain/messages.ts (a negative prepaid is MSG.invalidValue, a signature that
 * is no image MSG.onlyImages). 'Datat u ndryshuan me sukses!' answers a task
 * moved on the calendar (domain/calendar), 'Datat u edituan me sukses!' the
 * agreement dates modal (POST admin/products/change-start-end-date with
 * agreementId); both are §8's, kept here with the other agreement-side texts.
 */
export const AGREEMENT_MSG = {
  // §5 Agreement
  cancelFileNeeded: 'Ngarkoni file-in perkates per anulim!',
  startInPast: 'Data e fillimit nuk duhet te jete ne te kaluaren!',
  endBeforeStart: 'Data e mbarimit nuk duhet te jete para se te filloi!',
  fillStart: 'Ju lutem mbushni daten e fillimit',
  // §8 successes
  created: 'Marreveshja u krijua me sukses!',
  edited: 'Marrveshja u editua me sukses!',
  datesChanged: 'Datat u ndryshuan me sukses!',
  datesEdited: 'Datat u edituan me sukses!',
  // ours: an offer is signed once; a second create comes only from two devices that agreed it offline
  offerAgreed: 'Kjo oferte ka tashme nje marreveshje!',
} as const;

export type AgreementMessageKey = keyof typeof AGREEMENT_MSG;

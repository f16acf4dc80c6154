/**
 * Service's texts, word for word from spec 001 §5 "Service" and §8. Texts
 * other modules say too are used from there, never declared twice: an
 * unregistered client's names are required with 'Emri eshte obligativ' and
 * 'Mbiemri eshte obligativ' (MSG.firstNameRequired, MSG.lastNameRequired, the
 * contact form's), an end stamped before the start with 'Data e mbarimit
 * smund te jete para fillimit!' (PRODUCTION_MSG.endBeforeStart), photos that
 * are no images with MSG.onlyImages.
 */
export const SERVICE_MSG = {
  // §5 Service
  chooseProject: 'Ju lutem zgjidhni projektin!',
  describeProblem: 'Komentoni ne problemin!',
  noTicket: 'Ky projekt nuk ka tiket servisimi!',
  // §8 successes
  serviceCreated: 'Servisimi u krijua me sukses',
  serviceEdited: 'Servisimi u editua me sukses',
  serviceDeleted: 'Servisimi u fshi me sukses!',
} as const;

export type ServiceMessageKey = keyof typeof SERVICE_MSG;

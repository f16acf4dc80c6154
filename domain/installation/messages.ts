/**
 * Installation's texts, word for word from spec 001 §5 "Installation" and §8;
 * those marked "ours" are where the spec gives no text. Texts other modules
 * hold are used from there: an end before the start is
 * PRODUCTION_MSG.endBeforeStart ('Data e mbarimit smund te jete para
 * fillimit!', service says it too), a photo that is no image MSG.onlyImages
 * (domain/files.ts ACCEPT_REFUSAL.image), an empty list MSG.emptyList.
 */
export const INSTALLATION_MSG = {
  // §5 Installation
  startRequired: 'Data e nisjes eshte obligative!',
  signaturesRequired: 'Ju lutem jepni nenshkrimet e kerkuara!',
  // §8 successes ('Instalimi u fshi me sukses!' is an info)
  created: 'Instalimi u krijua me sukses',
  edited: 'Instalimi u editua me sukses',
  deleted: 'Instalimi u fshi me sukses!',
  // ours: a create for a transport that has its installation already (§4: that one is edited instead)
  alreadyInstalled: 'Ky transport e ka nje instalim, editoni ate!',
} as const;

export type InstallationMessageKey = keyof typeof INSTALLATION_MSG;

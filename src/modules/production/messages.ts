import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductionMessageKey } from '../../../domain/production/messages.js';

/** Production's server messages (domain/production/messages.ts) as Lingui messages, so English and German users read them translated. */
export const PRODUCTION_MESSAGES = {
  chooseStatus: msg`Duhet te zgjidhni statusin per ruajtje!`,
  describeReason: msg`Ju lutem pershkruani arsyen!`,
  lateReason: msg`Shto verejtjen apo arsyen e voneses!`,
  finishStarted: msg`Perfundoni procesin e nisur!`,
  workWithMaterials: msg`Ju lutem punoni me materiale!`,
  takenByOther: msg`Ky proces eshte marrur nga dikush tjeter!`,
  processCompleted: msg`Ky process ka perfunduar, kontakto menaxherin!`,
  previousPhase: msg`Faza paraprake duhet te perfundohet me sukses!`,
  previousProcess: msg`Procesi paraprak nuk ka perfunduar!`,
  materialPrevious: msg`Procesi paraprak i ketij material nuk eshte perfunduar!`,
  materialCompleted: msg`Ky material eshte perfunduar, kontakto menaxherin!`,
  startFirst: msg`Fillimisht duhet ta nisni procesin!`,
  mustBeInProcess: msg`Fillimisht duhet te jete ne process!`,
  returnLateOrToDo: msg`Procesi i perfunduar kthehet vetem si i vonuar ose per te bere!`,
  commentRequired: msg`Komenti eshte obligativ!`,
  cannotEditHere: msg`Nuke mund te editoni ketu!`,
  endBeforeStart: msg`Data e mbarimit smund te jete para fillimit!`,
  startInPast: msg`Data e fillimit duhet te jete ne te ardhmen!`,
  fillDates: msg`Ju lutem mbushni fushat e datave!`,
  dateComment: msg`Ju lutem vendosni nje koment per ndryshime te datave!`,
  datesTaken: msg`Keto data jane te zena!`,
  noPhotos: msg`Ky produkt nuk ka foto!`,
  temporaryMaterialName: msg`Emri i materialit eshte obligativ!`,
  productNotCompleted: msg`Ky produkt nuk eshte perfunduar!`,
  dateChanged: msg`Data u ndryshua me sukses!`,
  dateEdited: msg`Data eshte edituar`,
  statusChanged: msg`Statusi u ndryshua me sukses!`,
  movedToWarehouse: msg`Produkti u shtua ne depo`,
  temporaryCreated: msg`Materiali i perkohshem u krijua me sukses!`,
  temporaryEdited: msg`Materiali i perkohshem u editua me sukses!`,
} as const satisfies Record<ProductionMessageKey, MessageDescriptor>;

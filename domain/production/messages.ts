/** Production's texts, word for word from spec 001 §5 and §8; those marked "ours" are where the spec gives no text. */
export const PRODUCTION_MSG = {
  // Status change form (§5 "Status change")
  chooseStatus: 'Duhet te zgjidhni statusin per ruajtje!',
  describeReason: 'Ju lutem pershkruani arsyen!',
  lateReason: 'Shto verejtjen apo arsyen e voneses!',
  // Status rejections (§5)
  finishStarted: 'Perfundoni procesin e nisur!',
  workWithMaterials: 'Ju lutem punoni me materiale!',
  takenByOther: 'Ky proces eshte marrur nga dikush tjeter!',
  processCompleted: 'Ky process ka perfunduar, kontakto menaxherin!',
  previousPhase: 'Faza paraprake duhet te perfundohet me sukses!',
  previousProcess: 'Procesi paraprak nuk ka perfunduar!',
  materialPrevious: 'Procesi paraprak i ketij material nuk eshte perfunduar!',
  materialCompleted: 'Ky material eshte perfunduar, kontakto menaxherin!',
  startFirst: 'Fillimisht duhet ta nisni procesin!',
  mustBeInProcess: 'Fillimisht duhet te jete ne process!',
  // ours: a completed item goes back only as late (3) or to do (2) (§4 "Rules for non-admins")
  returnLateOrToDo: 'Procesi i perfunduar kthehet vetem si i vonuar ose per te bere!',
  commentRequired: 'Komenti eshte obligativ!',
  cannotEditHere: 'Nuke mund te editoni ketu!',
  // Dates (§5)
  endBeforeStart: 'Data e mbarimit smund te jete para fillimit!',
  startInPast: 'Data e fillimit duhet te jete ne te ardhmen!',
  fillDates: 'Ju lutem mbushni fushat e datave!',
  dateComment: 'Ju lutem vendosni nje koment per ndryshime te datave!',
  datesTaken: 'Keto data jane te zena!',
  notInPast: 'Nuk mund ta vendosni ne te kaluaren!',
  fillBothDates: 'Ju lutem mbusni te dyja datat!',
  // ours: a product made passive (spec 001 §4), made active again, returned to production (§8 gives no texts)
  madePassive: 'Produkti u be pasiv!',
  madeActive: 'Produkti u kthye ne prodhim!',
  returnedToProduction: 'Procesi u kthye ne prodhim!',
  // ours: only a product in production can be made passive, only a passive one active
  notInProduction: 'Ky produkt nuk eshte ne prodhim!',
  notPassive: 'Ky produkt nuk eshte pasiv!',
  noPhotos: 'Ky produkt nuk ka foto!',
  // ours: the spec says the name is required (§5) without a text
  temporaryMaterialName: 'Emri i materialit eshte obligativ!',
  // ours: moving a product whose processes are not all completed (the warehouse's own words, spec 001 §5 "Warehouse")
  productNotCompleted: 'Ky produkt nuk eshte perfunduar!',
  // ours: only a holder of permission 7 is given a process (§6), on the responsibility assignment screen
  notProductionUser: 'Ky perdorues nuk ka leje per prodhim!',
  // Successes (§8)
  dateChanged: 'Data u ndryshua me sukses!',
  dateEdited: 'Data eshte edituar',
  statusChanged: 'Statusi u ndryshua me sukses!',
  movedToWarehouse: 'Produkti u shtua ne depo',
  temporaryCreated: 'Materiali i perkohshem u krijua me sukses!',
  temporaryEdited: 'Materiali i perkohshem u editua me sukses!',
} as const;

export type ProductionMessageKey = keyof typeof PRODUCTION_MSG;

/**
 * Every user-facing message the server can answer with, word for word from the
 * specification. The PWA translates these by key through Lingui; the server
 * sends the Albanian text so a refusal reads the same on every device.
 */
export const MSG = {
  generic: 'Diqka shkoi gabim!',
  genericAlt: 'Diqka nuk shkoi mire',
  somethingWrong: 'Diqka shkoi keq!',
  noCompany: 'Nuk ka kompani me ate kod!',
  invalidToken: 'Invalid token',
  noAccess: 'Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!',
  notFound: 'Nuk u gjet!',
  noData: 'Nuk ka te dhena',

  // Auth
  loginFailed: 'Emri i perdoruesit ose fjalekalimi eshte gabim!',
  tooManyLogins: 'Shume tentime te deshtuara. Provoni perseri pas 15 minutash!',
  resetMailSent: 'Nese email-i ekziston, ju kemi derguar linkun per ndryshimin e fjalekalimit.',
  resetInvalid: 'Linku per ndryshimin e fjalekalimit eshte i pavlefshem ose ka skaduar!',
  passwordChanged: 'Fjalekalimi u ndryshua me sukses!',
  passwordsDiffer: 'Fjalekalimet nuk perputhen!',
  loggedOut: 'U ckyqet me sukses',

  // Field rules (spec 000 §5)
  tooShort: 'Too Short!',
  tooLong: 'Too Long!',
  fillField: 'Please fill the field!',
  required: 'Field is Required!',
  invalidPhone: 'Invalid phone number',
  invalidEmail: 'Invalid email',
  firstNameRequired: 'Emri eshte obligativ',
  lastNameRequired: 'Mbiemri eshte obligativ',
  fillFieldSq: 'Ju lutem mbushni fushen!',
  fieldNeeded: 'Fusha eshte e nevojshme!',
  invalidValue: 'Vlera nuk eshte e vlefshme!',
  invalidDate: 'Data nuk eshte e vlefshme!',

  // Admin (spec 001 §5, §8)
  giveUserPermission: 'Ju lutem jepni leje perdoruesit',
  fillUnitName: 'Ju lutem mbushni emrin e njesise!',
  fillDepartmentName: 'Ju lutem mbushni emrin e repartit!',
  uploadFile: 'Ju lutem nkarkoni file-in!',
  processExists: 'Ky proces eksiston!',
  unitExists: 'Kjo njesi eksiston!',
  departmentExists: 'Ky repart eksiston!',
  productCodeUsed: 'Kodi i produktit eshte perdorur me pare!',
  processInUse: 'Ky proces eshte i lidhur me module tjera, nuk mund te fshihet!',
  materialHasArticles: 'Ky material ka artikuj ne prodhim.',
  materialInProduction: 'Materiali eshte ne faza te prodhimit, nuk mund te fshihet!',
  articleInProductionEdit: 'Artikulli eshte ne faza te prodhimit, nuk mund te editohet!',
  articleInProductionDelete: 'Artikulli eshte ne faza te prodhimit, nuk mund te fshihet!',
  equipmentInUse: 'Pajisja perdoret ne modulet tjera!',
  equipmentDeleted: 'Pajisja u fshi me sukses!',
  equipmentEdited: 'Pajisja u editua!',
  equipmentSaved: 'Pajisja u ruajt me sukses!',
  offerFieldDeleted: 'Fusha u fshi me sukses!',
  questionDeleted: 'Pyetja u fshi me sukses!',
  materialNeedsProcess: 'Materiali duhet te kete se paku nje proces!',
  rating: 'Vleresimi duhet te jete nga 1 deri ne 5!',

  // Admin where the spec is silent: the same voice as its duplicate and in-use texts
  equipmentExists: 'Kjo pajisje ekziston!',
  supplierExists: 'Ky furnitor ekziston!',
  colorPaletteExists: 'Kjo ngjyre ekziston!',
  offerFieldExists: 'Kjo fushe ekziston!',
  materialExists: 'Ky material ekziston!',
  articleTypeExists: 'Ky tip i artikullit ekziston!',
  questionExists: 'Kjo pyetje ekziston!',
  usernameTaken: 'Ky emer perdoruesi ekziston!',
  departmentInUse: 'Ky repart eshte i lidhur me module tjera, nuk mund te fshihet!',
  unitInUse: 'Kjo njesi eshte e lidhur me module tjera, nuk mund te fshihet!',
  articleTypeInUse: 'Ky tip eshte i lidhur me artikuj, nuk mund te fshihet!',
  supplierInUse: 'Ky furnitor eshte i lidhur me artikuj, nuk mund te fshihet!',
  colorPaletteInUse: 'Kjo ngjyre perdoret ne matje, nuk mund te fshihet!',
  offerFieldInUse: 'Kjo fushe perdoret ne oferta, nuk mund te fshihet!',
  questionInUse: 'Kjo pyetje perdoret ne pershtypje, nuk mund te fshihet!',
  articleInUse: 'Artikulli perdoret ne module tjera, nuk mund te fshihet!',
  cannotDeleteSelf: 'Nuk mund ta fshini perdoruesin tuaj!',
  dateRangeOrder: 'Data e fillimit duhet te jete para dates se mbarimit!',
  saved: 'Te dhenat u ruajten me sukses!',
  edited: 'Te dhenat u edituan me sukses!',
  deleted: 'Te dhenat u fshine me sukses!',
  userCreated: 'Perdoruesi u krijua me sukses!',
  userEdited: 'Perdoruesi u editua me sukses!',
  userDeleted: 'Perdoruesi u fshi me sukses!',

  // Files
  onlyImages: 'Lejohen vetem fotografi (JPEG, PNG, WebP)!',
  onlyPdf: 'Lejohen vetem file PDF!',
  onlyPdfOrImages: 'Lejohen vetem file PDF ose fotografi!',
  fileTooLarge: 'File-i eshte me i madh se 20 MB!',

  // Idempotency
  idTaken: 'Ky rekord ekziston tashme!',
  idempotencyMismatch: 'Ky celes idempotence eshte perdorur per nje kerkese tjeter!',
  idempotencyRunning: 'Kerkesa me kete celes eshte ende ne proces!',
} as const;

export type MessageKey = keyof typeof MSG;

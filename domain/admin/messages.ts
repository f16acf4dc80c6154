/**
 * The admin module's messages (spec 001 §5, §8, and where the spec is silent
 * the same voice as its duplicate and in-use texts), word for word. The PWA's
 * Lingui twins are in src/modules/admin/messages.ts; a test keeps both equal.
 */
export const ADMIN_MSG = {
  // Admin (spec 001 §5, §8)
  giveUserPermission: 'Ju lutem jepni leje perdoruesit',
  fillUnitName: 'Ju lutem mbushni emrin e njesise!',
  fillDepartmentName: 'Ju lutem mbushni emrin e repartit!',
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
  lastFullAdmin: 'Kompania duhet te kete te pakten nje perdorues me privilegje te plota!',
  userCreated: 'Perdoruesi u krijua me sukses!',
  userEdited: 'Perdoruesi u editua me sukses!',
  userDeleted: 'Perdoruesi u fshi me sukses!',
} as const;

export type AdminMessageKey = keyof typeof ADMIN_MSG;

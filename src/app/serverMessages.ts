import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MSG, type MessageKey } from '../../domain/messages.js';

/**
 * The server answers in Albanian with the texts of domain/messages.ts. Each is
 * repeated here as a Lingui message (extraction needs literals) so English and
 * German users read it translated; a test keeps both lists equal.
 */
export const SERVER_MESSAGES = {
  generic: msg`Diqka shkoi gabim!`,
  genericAlt: msg`Diqka nuk shkoi mire`,
  somethingWrong: msg`Diqka shkoi keq!`,
  noCompany: msg`Nuk ka kompani me ate kod!`,
  invalidToken: msg`Invalid token`,
  noAccess: msg`Nuk keni qasje ne modifikimin e te dhenave te ketij moduli!`,
  notFound: msg`Nuk u gjet!`,
  noData: msg`Nuk ka te dhena`,
  loginFailed: msg`Emri i perdoruesit ose fjalekalimi eshte gabim!`,
  tooManyLogins: msg`Shume tentime te deshtuara. Provoni perseri pas 15 minutash!`,
  resetMailSent: msg`Nese email-i ekziston, ju kemi derguar linkun per ndryshimin e fjalekalimit.`,
  resetInvalid: msg`Linku per ndryshimin e fjalekalimit eshte i pavlefshem ose ka skaduar!`,
  passwordChanged: msg`Fjalekalimi u ndryshua me sukses!`,
  passwordsDiffer: msg`Fjalekalimet nuk perputhen!`,
  loggedOut: msg`U ckyqet me sukses`,
  tooShort: msg`Too Short!`,
  tooLong: msg`Too Long!`,
  fillField: msg`Please fill the field!`,
  required: msg`Field is Required!`,
  invalidPhone: msg`Invalid phone number`,
  invalidEmail: msg`Invalid email`,
  firstNameRequired: msg`Emri eshte obligativ`,
  lastNameRequired: msg`Mbiemri eshte obligativ`,
  fillFieldSq: msg`Ju lutem mbushni fushen!`,
  fieldNeeded: msg`Fusha eshte e nevojshme!`,
  invalidValue: msg`Vlera nuk eshte e vlefshme!`,
  invalidDate: msg`Data nuk eshte e vlefshme!`,
  giveUserPermission: msg`Ju lutem jepni leje perdoruesit`,
  fillUnitName: msg`Ju lutem mbushni emrin e njesise!`,
  fillDepartmentName: msg`Ju lutem mbushni emrin e repartit!`,
  uploadFile: msg`Ju lutem nkarkoni file-in!`,
  processExists: msg`Ky proces eksiston!`,
  unitExists: msg`Kjo njesi eksiston!`,
  departmentExists: msg`Ky repart eksiston!`,
  productCodeUsed: msg`Kodi i produktit eshte perdorur me pare!`,
  processInUse: msg`Ky proces eshte i lidhur me module tjera, nuk mund te fshihet!`,
  materialHasArticles: msg`Ky material ka artikuj ne prodhim.`,
  materialInProduction: msg`Materiali eshte ne faza te prodhimit, nuk mund te fshihet!`,
  articleInProductionEdit: msg`Artikulli eshte ne faza te prodhimit, nuk mund te editohet!`,
  articleInProductionDelete: msg`Artikulli eshte ne faza te prodhimit, nuk mund te fshihet!`,
  equipmentInUse: msg`Pajisja perdoret ne modulet tjera!`,
  equipmentDeleted: msg`Pajisja u fshi me sukses!`,
  equipmentEdited: msg`Pajisja u editua!`,
  equipmentSaved: msg`Pajisja u ruajt me sukses!`,
  offerFieldDeleted: msg`Fusha u fshi me sukses!`,
  questionDeleted: msg`Pyetja u fshi me sukses!`,
  materialNeedsProcess: msg`Materiali duhet te kete se paku nje proces!`,
  rating: msg`Vleresimi duhet te jete nga 1 deri ne 5!`,
  equipmentExists: msg`Kjo pajisje ekziston!`,
  supplierExists: msg`Ky furnitor ekziston!`,
  colorPaletteExists: msg`Kjo ngjyre ekziston!`,
  offerFieldExists: msg`Kjo fushe ekziston!`,
  materialExists: msg`Ky material ekziston!`,
  articleTypeExists: msg`Ky tip i artikullit ekziston!`,
  questionExists: msg`Kjo pyetje ekziston!`,
  usernameTaken: msg`Ky emer perdoruesi ekziston!`,
  departmentInUse: msg`Ky repart eshte i lidhur me module tjera, nuk mund te fshihet!`,
  unitInUse: msg`Kjo njesi eshte e lidhur me module tjera, nuk mund te fshihet!`,
  articleTypeInUse: msg`Ky tip eshte i lidhur me artikuj, nuk mund te fshihet!`,
  supplierInUse: msg`Ky furnitor eshte i lidhur me artikuj, nuk mund te fshihet!`,
  colorPaletteInUse: msg`Kjo ngjyre perdoret ne matje, nuk mund te fshihet!`,
  offerFieldInUse: msg`Kjo fushe perdoret ne oferta, nuk mund te fshihet!`,
  questionInUse: msg`Kjo pyetje perdoret ne pershtypje, nuk mund te fshihet!`,
  articleInUse: msg`Artikulli perdoret ne module tjera, nuk mund te fshihet!`,
  cannotDeleteSelf: msg`Nuk mund ta fshini perdoruesin tuaj!`,
  dateRangeOrder: msg`Data e fillimit duhet te jete para dates se mbarimit!`,
  saved: msg`Te dhenat u ruajten me sukses!`,
  edited: msg`Te dhenat u edituan me sukses!`,
  deleted: msg`Te dhenat u fshine me sukses!`,
  userCreated: msg`Perdoruesi u krijua me sukses!`,
  userEdited: msg`Perdoruesi u editua me sukses!`,
  userDeleted: msg`Perdoruesi u fshi me sukses!`,
  onlyImages: msg`Lejohen vetem fotografi (JPEG, PNG, WebP)!`,
  onlyPdf: msg`Lejohen vetem file PDF!`,
  onlyPdfOrImages: msg`Lejohen vetem file PDF ose fotografi!`,
  fileTooLarge: msg`File-i eshte me i madh se 20 MB!`,
  idTaken: msg`Ky rekord ekziston tashme!`,
  idempotencyMismatch: msg`Ky celes idempotence eshte perdorur per nje kerkese tjeter!`,
  idempotencyRunning: msg`Kerkesa me kete celes eshte ende ne proces!`,
} satisfies Partial<Record<MessageKey, MessageDescriptor>>;

const BY_TEXT = new Map<string, MessageDescriptor>(
  Object.entries(SERVER_MESSAGES).map(([key, descriptor]) => [MSG[key as MessageKey], descriptor]),
);

/** A server or domain message in the user's language; a text we do not know is shown as it came. */
export function translateServerMessage(i18n: I18n, text: string): string {
  const descriptor = BY_TEXT.get(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** Per-field messages (a domain schema's or a 422's) in the user's language. */
export function translateFieldErrors(i18n: I18n, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateServerMessage(i18n, text)]));
}

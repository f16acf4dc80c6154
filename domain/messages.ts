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
  /** An empty list of the transport, warehouse, service and installation screens (spec 001 §8). */
  emptyList: 'Nuk ka te dhena !',

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

  // Shared by every module's forms and saves
  uploadFile: 'Ju lutem nkarkoni file-in!',
  rating: 'Vleresimi duhet te jete nga 1 deri ne 5!',
  dateRangeOrder: 'Data e fillimit duhet te jete para dates se mbarimit!',
  saved: 'Te dhenat u ruajten me sukses!',
  edited: 'Te dhenat u edituan me sukses!',
  deleted: 'Te dhenat u fshine me sukses!',
  /** A record created (spec 001 §8): a transport, a warehouse deposit. */
  recordCreated: 'Rekordi u krijua me sukses!',

  // Files
  onlyImages: 'Lejohen vetem fotografi (JPEG, PNG, WebP)!',
  onlyPdf: 'Lejohen vetem file PDF!',
  onlyPdfOrImages: 'Lejohen vetem file PDF ose fotografi!',
  fileTooLarge: 'File-i eshte me i madh se 20 MB!',

  // Idempotency
  idTaken: 'Ky rekord ekziston tashme!',
  idempotencyMismatch: 'Ky celes idempotence eshte perdorur per nje kerkese tjeter!',
  idempotencyRunning: 'Kerkesa me kete celes eshte ende ne proces!',

  // Batched push (domain/syncPush.ts)
  pushTooManyCalls: 'Ne nje dergese lejohen se shumti 100 kerkesa!',
  pushCallNotBatchable: 'Kjo kerkese nuk mund te dergohet bashke me te tjerat!',
} as const;

export type MessageKey = keyof typeof MSG;

/**
 * Contact's texts, word for word from spec 000 §5 "Contact", "Project modal",
 * "Measure" and §8; those marked "ours" are where the spec gives no text.
 * Texts domain/messages.ts holds are used from there, not repeated: the names
 * ('Emri eshte obligativ' MSG.firstNameRequired, 'Mbiemri eshte obligativ'
 * MSG.lastNameRequired), a missing country or city ('Ju lutem mbushni fushen!'
 * MSG.fillFieldSq), the phone ('Invalid phone number' MSG.invalidPhone), the
 * email (MSG.invalidEmail), lengths (MSG.tooShort, MSG.tooLong), a value
 * out of its list (MSG.invalidValue) and the screens' access refusal ('Nuk
 * keni qasje ne modifikimin e te dhenave te ketij moduli!' MSG.noAccess).
 */
export const CONTACT_MSG = {
  // §5 Contact
  createProject: 'Ju lutem krijo projekt per kete klient',
  // §8
  clientExists: 'Ky klient ekziston!',
  clientNotDeletable: 'Ky klient nuk mund te fshihet',
  /** Filled with the name by projectExists (projectRules.ts). */
  projectExists: 'Projekti "{name}" ekziston, provoni perseri!',
  // §5 Project modal
  projectNameRequired: 'Emri i projektit eshte obligativ!',
  destinationRequired: 'Destinacioni i projektit eshte obligativ!',
  measureDateInPast: 'Data nuk duhet te jete ne te kaluaren!',
  // §5 Measure: the measure form's project name is a project's, so its uniqueness text lives here
  projectNameUnique: 'Emri i projektit duhet te jete unik!',
  // ours: a project something else refers to (a measure, an offer, a product…), the project's twin of clientNotDeletable
  projectNotDeletable: 'Ky projekt nuk mund te fshihet',
  // ours: §5 "Location text: rejects text made only of letters"
  locationOnlyLetters: 'Lokacioni i projektit nuk mund te jete vetem shkronja!',
  // §5 client list
  selectLetterOrDate: 'Please select a letter or date',
  selectContact: 'Please select any contact',
  // ours: an imported sheet refused whole (clientSheet.ts); {columns} is filled with the missing headers
  sheetColumnsMissing: 'Mungojne kolonat: {columns}',
  sheetTooManyRows: 'File-i ka me shume se 10000 rreshta!',
  // §8 successes
  clientCreated: 'Klienti u krijua me sukses',
  clientEdited: 'Klienti u ndryshua me sukses',
  clientDeleted: 'Klienti u fshi me sukses',
} as const;

export type ContactMessageKey = keyof typeof CONTACT_MSG;

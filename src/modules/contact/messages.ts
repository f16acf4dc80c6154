import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContactMessageKey } from '../../../domain/contact/messages.js';

/** Contact's server messages (domain/contact/messages.ts) as Lingui messages, so English and German users read them translated. */
export const CONTACT_MESSAGES = {
  createProject: msg`Ju lutem krijo projekt per kete klient`,
  clientExists: msg`Ky klient ekziston!`,
  clientNotDeletable: msg`Ky klient nuk mund te fshihet`,
  projectExists: msg`Projekti "{name}" ekziston, provoni perseri!`,
  projectNameRequired: msg`Emri i projektit eshte obligativ!`,
  destinationRequired: msg`Destinacioni i projektit eshte obligativ!`,
  measureDateInPast: msg`Data nuk duhet te jete ne te kaluaren!`,
  projectNameUnique: msg`Emri i projektit duhet te jete unik!`,
  projectNotDeletable: msg`Ky projekt nuk mund te fshihet`,
  locationOnlyLetters: msg`Lokacioni i projektit nuk mund te jete vetem shkronja!`,
  selectLetterOrDate: msg`Please select a letter or date`,
  selectContact: msg`Please select any contact`,
  sheetColumnsMissing: msg`Mungojne kolonat: {columns}`,
  sheetTooManyRows: msg`File-i ka me shume se 10000 rreshta!`,
  clientCreated: msg`Klienti u krijua me sukses`,
  clientEdited: msg`Klienti u ndryshua me sukses`,
  clientDeleted: msg`Klienti u fshi me sukses`,
} as const satisfies Record<ContactMessageKey, MessageDescriptor>;

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MSG, type MessageKey } from '../../domain/messages.js';
import { messageTwins, type ClientModule, type MessageTwins } from './moduleKit';
import { CLIENT_MODULES } from './modules';

/**
 * The server answers in Albanian with the texts of domain/messages.ts (and of
 * each module's domain/<module>/messages.ts). Each is repeated here, or in the
 * module's src/modules/<module>/messages.ts, as a Lingui message (extraction
 * needs literals) so English and German users read it translated; a test keeps
 * every pair of lists equal.
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
  emptyList: msg`Nuk ka te dhena !`,
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
  uploadFile: msg`Ju lutem nkarkoni file-in!`,
  rating: msg`Vleresimi duhet te jete nga 1 deri ne 5!`,
  dateRangeOrder: msg`Data e fillimit duhet te jete para dates se mbarimit!`,
  saved: msg`Te dhenat u ruajten me sukses!`,
  edited: msg`Te dhenat u edituan me sukses!`,
  deleted: msg`Te dhenat u fshine me sukses!`,
  recordCreated: msg`Rekordi u krijua me sukses!`,
  onlyImages: msg`Lejohen vetem fotografi (JPEG, PNG, WebP)!`,
  onlyPdf: msg`Lejohen vetem file PDF!`,
  onlyPdfOrImages: msg`Lejohen vetem file PDF ose fotografi!`,
  fileTooLarge: msg`File-i eshte me i madh se 20 MB!`,
  idTaken: msg`Ky rekord ekziston tashme!`,
  idempotencyMismatch: msg`Ky celes idempotence eshte perdorur per nje kerkese tjeter!`,
  idempotencyRunning: msg`Kerkesa me kete celes eshte ende ne proces!`,
  pushTooManyCalls: msg`Ne nje dergese lejohen se shumti 100 kerkesa!`,
  pushCallNotBatchable: msg`Kjo kerkese nuk mund te dergohet bashke me te tjerat!`,
} satisfies Record<MessageKey, MessageDescriptor>;

/**
 * Every module's twins beside the shared ones. Read on first use, not when this
 * file loads: the module list imports screens that import this file.
 */
export function allMessageTwins(): MessageTwins[] {
  return [messageTwins(MSG, SERVER_MESSAGES), ...(CLIENT_MODULES as readonly ClientModule[]).flatMap((m) => (m.messages ? [m.messages] : []))];
}

let byText: Map<string, MessageDescriptor> | null = null;

function descriptorOf(text: string): MessageDescriptor | undefined {
  byText ??= new Map(allMessageTwins().flatMap(({ texts, twins }) => Object.entries(twins).map(([key, descriptor]) => [texts[key] ?? '', descriptor] as const)));
  return byText.get(text);
}

/** A server or domain message in the user's language; a text we do not know is shown as it came. */
export function translateServerMessage(i18n: I18n, text: string): string {
  const descriptor = descriptorOf(text);
  return descriptor ? i18n._(descriptor) : text;
}

/** Per-field messages (a domain schema's or a 422's) in the user's language. */
export function translateFieldErrors(i18n: I18n, errors: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, translateServerMessage(i18n, text)]));
}

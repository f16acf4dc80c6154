import { foldName } from '../admin/names.js';
import { CONTACT_MSG } from './messages.js';

/**
 * Contact's client rules (spec 000 §4, §5 "Contact", §8), pure: the form
 * checks them before queueing, the server again before writing.
 */

/**
 * The first letter of a first name in capital (§5 "The first letter of the
 * first name is capitalised"): applied by the client schema, so the PWA's
 * optimistic row and the stored row read alike. Only the first letter: the
 * rest stays as typed ('McDonald', 'ana maria' → 'Ana maria'). A letter
 * whose capital is two letters ('ß' → 'SS') is left as it is, so the
 * name's length stays what its checks measured.
 */
export function capitaliseFirstLetter(name: string): string {
  const [first = '', ...rest] = name;
  const upper = first.toUpperCase();
  return (upper.length === first.length ? upper : first) + rest.join('');
}

/**
 * A name as the duplicate check and the letter filter compare it: case,
 * accents and spacing aside ('Çelaj' = 'celaj', 'Bërisha' = 'Berisha',
 * 'Arta  Maria' = 'arta maria'). Albanian keyboards without 'ë' and 'ç'
 * make both spellings common for one person.
 */
export function foldPersonName(name: string): string {
  return foldName(name).normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/gu, ' ');
}

/**
 * How many trailing digits of a phone identify it. Kosovo numbers have 8
 * digits after the trunk '0' or '+383', so '044 123 456', '+383 44 123 456'
 * and '00383-44-123-456' are one number; other countries' subscriber parts
 * are as long or longer.
 */
export const PHONE_KEY_DIGITS = 8;

/** A phone's identifying digits (see PHONE_KEY_DIGITS); '' without a phone. */
export const phoneKey = (phone: string | null): string => (phone ?? '').replace(/\D/g, '').slice(-PHONE_KEY_DIGITS);

export interface ClientIdentity {
  firstnameAndLastname: string;
  lastName: string;
  phoneNumber: string | null;
}

/**
 * What makes two clients one (§8 'Ky klient ekziston!'; the spec does not
 * say, this is ours): the same first name, the same last name (each folded,
 * foldPersonName) and the same phone (phoneKey). Two clients with one name
 * but different phones are two people; with one name and no phone at all
 * they are one, until a phone tells them apart. The second phone is not
 * compared: it is often a relative's or an office number.
 */
export const clientDuplicateKey = (c: ClientIdentity): string =>
  JSON.stringify([foldPersonName(c.firstnameAndLastname), foldPersonName(c.lastName), phoneKey(c.phoneNumber)]);

/**
 * The client that `candidate` would duplicate, or undefined. The caller
 * passes every client of the company, archived ones too (an archived client
 * exists: adding it anew would split its history); `exceptId` is the client
 * being edited, which an edit may leave as it is.
 */
export function duplicateClientOf<C extends ClientIdentity & { id: string }>(candidate: ClientIdentity, clients: readonly C[], exceptId?: string | null): C | undefined {
  const key = clientDuplicateKey(candidate);
  return clients.find((c) => c.id !== exceptId && clientDuplicateKey(c) === key);
}

/** A new client needs at least one project (§4, §5): 'Ju lutem krijo projekt per kete klient', or null. */
export const missingProjectRefusal = (projectCount: number): string | null => (projectCount > 0 ? null : CONTACT_MSG.createProject);

/** The list's alphabet filter (§2: All, A to Z). */
export const ALL_LETTERS = 'All';

/**
 * Whether a client's first name is under a letter of the alphabet filter.
 * Its letters are A to Z only, so accents are folded: 'Çelaj' is under C,
 * 'Ëngjëll' under E — otherwise no letter would ever show them.
 */
export function underLetter(firstName: string, letter: string): boolean {
  return letter === ALL_LETTERS || foldPersonName(firstName).startsWith(foldPersonName(letter));
}

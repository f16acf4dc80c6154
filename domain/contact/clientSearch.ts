import { foldPersonName } from './clientRules.js';
import { compareClientNames, type ClientRead } from './clientShape.js';

/** Most clients a search answers (ours): a box that jumps to another contact shows a short list, the typing narrows it. */
export const SEARCH_LIMIT = 20;

/** What a search looks at. */
export type SearchableClient = Pick<ClientRead, 'id' | 'firstnameAndLastname' | 'lastName' | 'phoneNumber' | 'secondPhoneNumber' | 'companyName' | 'businessNumber'>;

/** Text that could be a phone or business number: digits and the symbols numbers are written with. */
export const NUMBER_LIKE = /^[\d\s+\-()./]+$/;

export const digitsOf = (text: string | null): string => (text ?? '').replace(/\D/g, '');

/**
 * Whether a client answers a search (GET clients/search and the form's box
 * on the device): the typed text inside its name (first and last, either
 * order), its company or, typed as a number, its phones or business
 * number. Names compare folded (foldPersonName: case, accents and spacing
 * aside); numbers by their digits, the trunk's leading zeros dropped, so
 * '044 123' finds '+383 44 123 456'.
 */
export function clientMatches(client: SearchableClient, query: string): boolean {
  const text = foldPersonName(query).trim();
  if (text === '') return false;
  const named = [`${client.firstnameAndLastname} ${client.lastName}`, `${client.lastName} ${client.firstnameAndLastname}`, client.companyName ?? ''];
  if (named.some((name) => foldPersonName(name).includes(text))) return true;
  if (!NUMBER_LIKE.test(query)) return false;
  const digits = digitsOf(query);
  const dialled = digits.replace(/^0+/, '');
  const phones = [client.phoneNumber, client.secondPhoneNumber].map(digitsOf);
  return (dialled !== '' && phones.some((phone) => phone.includes(dialled))) || (digits !== '' && digitsOf(client.businessNumber).includes(digits));
}

/** The clients a search finds, by name (compareClientNames), at most `limit`. */
export function searchClients<C extends SearchableClient>(clients: readonly C[], query: string, limit: number = SEARCH_LIMIT): C[] {
  return clients
    .filter((c) => clientMatches(c, query))
    .sort(compareClientNames)
    .slice(0, limit);
}

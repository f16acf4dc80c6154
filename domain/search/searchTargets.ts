import type { ClientRow, ProjectRow } from '../contact/rows.js';
import { digitsOf } from '../contact/clientSearch.js';
import type { OfferRow } from '../offer/rows.js';
import { canReadModule, type ModuleKey, type PermissionMap } from '../permissions.js';
import type { TransportRow } from '../transport/rows.js';
import { foldForSearch, type SearchTarget } from './searchMatch.js';

/** What the header's search finds (issue 16 "Find anything"), in the order its groups are shown. */
export const SEARCH_KINDS = ['clients', 'projects', 'offers', 'transports'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * The module whose screen a found row opens in. Only its readers are shown
 * the kind: a project opens in the measure form, so a user without measures
 * (a driver) does not find projects, though every device mirrors them.
 */
export const SEARCH_KIND_MODULE = {
  clients: 'contact',
  projects: 'measures',
  offers: 'offers',
  transports: 'transport',
} as const satisfies Record<SearchKind, ModuleKey>;

/** The kinds a user's search looks through. */
export const searchKindsFor = (permissions: PermissionMap): SearchKind[] => SEARCH_KINDS.filter((kind) => canReadModule(permissions, SEARCH_KIND_MODULE[kind]));

/** Numbers sort as numbers (offer 12 before 120 before 1200), other codes by their folded text. */
const codeOrder = (code: string): string => (/^\d+$/.test(code) ? code.padStart(12, '0') : foldForSearch(code));

/** A client by its name (first and last, either order), its company, its phones and business number: what the contact form's box finds. */
export function clientTarget(c: Pick<ClientRow, 'firstnameAndLastname' | 'lastName' | 'phoneNumber' | 'secondPhoneNumber' | 'companyName' | 'businessNumber'>): SearchTarget {
  const name = foldForSearch(`${c.firstnameAndLastname} ${c.lastName}`);
  return {
    texts: [name, foldForSearch(`${c.lastName} ${c.firstnameAndLastname}`), foldForSearch(c.companyName ?? '')],
    phones: [digitsOf(c.phoneNumber), digitsOf(c.secondPhoneNumber)],
    numbers: [digitsOf(c.businessNumber)],
    sortKey: name,
  };
}

/** A project by its name. */
export function projectTarget(p: Pick<ProjectRow, 'projectName'>): SearchTarget {
  const name = foldForSearch(p.projectName);
  return { texts: [name], phones: [], numbers: [], sortKey: name };
}

/** An offer by its number; one made on this device has none (0) until the server gives it. */
export function offerTarget(o: Pick<OfferRow, 'number'>): SearchTarget {
  const number = o.number > 0 ? String(o.number) : '';
  return { texts: number === '' ? [] : [number], phones: [], numbers: [], sortKey: codeOrder(number) };
}

/** A transport by its code; one made on this device has none ('') until the server gives it. */
export function transportTarget(t: Pick<TransportRow, 'code'>): SearchTarget {
  return { texts: t.code === '' ? [] : [foldForSearch(t.code)], phones: [], numbers: [], sortKey: codeOrder(t.code) };
}

/** Most rows of one kind the search shows: enough to pick from, few enough to read; typing narrows them. */
export const SEARCH_PER_KIND = 8;

import type { RowOf } from '../../../domain/entities.js';
import { clientTarget, offerTarget, projectTarget, transportTarget, type SearchKind } from '../../../domain/search/searchTargets.js';
import type { SearchTarget } from '../../../domain/search/searchMatch.js';

/**
 * What the search holds of each row: its target (folded once) and the few
 * columns a result shows and opens with. Not the whole row: four tables of
 * the large set (~26,000 rows) stay small in memory this way.
 */
export interface ClientEntry {
  readonly id: string;
  readonly target: SearchTarget;
  readonly name: string;
  readonly phone: string | null;
  readonly company: string | null;
}
export interface ProjectEntry {
  readonly id: string;
  readonly target: SearchTarget;
  readonly name: string;
  readonly clientId: string;
}
export interface OfferEntry {
  readonly id: string;
  readonly target: SearchTarget;
  readonly number: number;
  readonly clientId: string;
  readonly projectId: string | null;
}
export interface TransportEntry {
  readonly id: string;
  readonly target: SearchTarget;
  readonly code: string;
  readonly projectId: string;
}

export interface EntryOf {
  clients: ClientEntry;
  projects: ProjectEntry;
  offers: OfferEntry;
  transports: TransportEntry;
}

/** Each kind's entry of a mirrored row. */
export const ENTRY_OF: { [K in SearchKind]: (row: RowOf<K>) => EntryOf[K] } = {
  clients: (c) => ({ id: c.id, target: clientTarget(c), name: `${c.firstnameAndLastname} ${c.lastName}`.trim(), phone: c.phoneNumber, company: c.companyName }),
  projects: (p) => ({ id: p.id, target: projectTarget(p), name: p.projectName, clientId: p.clientId }),
  offers: (o) => ({ id: o.id, target: offerTarget(o), number: o.number, clientId: o.clientId, projectId: o.projectId }),
  transports: (t) => ({ id: t.id, target: transportTarget(t), code: t.code, projectId: t.projectId }),
};

import { matchesAgreementFilter, type AgreementFilter } from '../../../../domain/agreement/queries.js';
import type { AgreementRow } from '../../../../domain/agreement/rows.js';
import { AGREEMENT_STATUS, type AgreementStatusId } from '../../../../domain/agreement/statuses.js';
import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { clientName } from '../../../../domain/production/planningSources.js';

/** An agreement as the lists show it (spec 000 §3 "Agreement"): its row, who and what, and the latest end of its products. */
export interface AgreementLine {
  agreement: AgreementRow;
  clientName: string;
  projectName: string;
  /** The latest end of its offer's products still in play (YYYY-MM-DD); null when none has one. */
  latestEnd: string | null;
}

export interface AgreementSources {
  agreements: readonly AgreementRow[];
  clients: ReadonlyMap<string, ClientRow>;
  projects: ReadonlyMap<string, ProjectRow>;
  /** Latest product end by offer id. */
  latestEnds: ReadonlyMap<string, string>;
}

/** A status named in the path: 1–5, none (every status, with the filter panel), or null for anything else (not found). */
export function parseAgreementStatus(param: string | undefined): AgreementStatusId | undefined | null {
  if (param === undefined) return undefined;
  const id = Number(param);
  return (Object.values(AGREEMENT_STATUS) as number[]).includes(id) && String(id) === param ? (id as AgreementStatusId) : null;
}

/** The latest end among products (spec 000 §3 productDates.latestEndDate): canceled lines left out. */
export function latestEndsByOffer(products: readonly { offerId: string; end: string | null; canceled: number }[]): Map<string, string> {
  const ends = new Map<string, string>();
  for (const p of products) {
    if (p.canceled === 1 || !p.end) continue;
    const known = ends.get(p.offerId);
    if (!known || p.end > known) ends.set(p.offerId, p.end);
  }
  return ends;
}

/**
 * The lines the filter keeps (domain/agreement/queries.ts, the rule GET
 * agreement/filter applies on the server), the newest start first, then by
 * client.
 */
export function agreementLines(src: AgreementSources, filter: AgreementFilter): AgreementLine[] {
  return src.agreements
    .filter((a) => matchesAgreementFilter(a, filter))
    .map((a) => ({
      agreement: a,
      clientName: clientName(src.clients.get(a.clientId)),
      projectName: (a.projectId ? src.projects.get(a.projectId)?.projectName : null) ?? '',
      latestEnd: a.offerId ? (src.latestEnds.get(a.offerId) ?? null) : null,
    }))
    .sort((x, y) => (y.agreement.start ?? '').localeCompare(x.agreement.start ?? '') || x.clientName.localeCompare(y.clientName));
}

import { byKeys } from '../../../local/byKeys';
import type { ZanatiDb } from '../../../local';
import { latestEndsByOffer, type AgreementSources } from './agreementLines';

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);

/**
 * The lists' sources from the mirror in one read transaction: the
 * agreements (all, or one client's by the clientId index), one get per
 * client and project they name, and their offers' products one offer at a
 * time (byKeys: never one cursor across thousands of keys).
 */
export async function readAgreementSources(db: ZanatiDb, clientId?: string): Promise<AgreementSources> {
  return db.transaction('r', [db.agreements, db.clients, db.projects, db.products], async () => {
    const agreements = clientId ? await db.agreements.where('clientId').equals(clientId).toArray() : await db.agreements.toArray();
    const projectIds = [...new Set(agreements.flatMap((a) => (a.projectId ? [a.projectId] : [])))];
    const offerIds = [...new Set(agreements.flatMap((a) => (a.offerId ? [a.offerId] : [])))];
    const [clients, projects, lines] = await Promise.all([db.clients.bulkGet([...new Set(agreements.map((a) => a.clientId))]), db.projects.bulkGet(projectIds), byKeys(db.products, 'offerId', offerIds)]);
    return {
      agreements,
      clients: new Map(present(clients).map((c) => [c.id, c])),
      projects: new Map(present(projects).map((p) => [p.id, p])),
      latestEnds: latestEndsByOffer(lines),
    };
  });
}

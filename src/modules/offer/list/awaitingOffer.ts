import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { CLIENT_MODULE } from '../../../../domain/journey/order.js';
import type { ZanatiDb } from '../../../local';

/** A client who has arrived in the offers module, with the projects that have no offer yet. */
export interface AwaitingOffer {
  client: ClientRow;
  projects: ProjectRow[];
}

/**
 * The offers' "new" list (issue 16 "each module's new list shows who
 * arrived"): the clients pushed on to the offers module
 * (modules/create-client-for-next-module, domain/journey/arrival.ts) whose
 * projects still wait for an offer — a client all of whose projects have one
 * has been served and leaves the list. Read by the clients' module index, so
 * only the few arrived clients are read.
 */
export async function readAwaitingOffer(db: ZanatiDb): Promise<AwaitingOffer[]> {
  return db.transaction('r', [db.clients, db.projects, db.offers], async () => {
    const clients = await db.clients.where('moduleId').equals(CLIENT_MODULE.offers).toArray();
    const waiting = await Promise.all(
      clients
        .filter((c) => c.archivedAt === null)
        .map(async (client) => {
          const [projects, offers] = await Promise.all([db.projects.where('clientId').equals(client.id).toArray(), db.offers.where('clientId').equals(client.id).toArray()]);
          return { client, projects: projectsWithoutOffer(projects, offers) };
        }),
    );
    return waiting.filter((w) => w.projects.length > 0);
  });
}

export function projectsWithoutOffer(projects: readonly ProjectRow[], offers: readonly { projectId: string | null }[]): ProjectRow[] {
  const offered = new Set(offers.map((o) => o.projectId));
  return projects.filter((p) => !offered.has(p.id)).sort((a, b) => a.projectName.localeCompare(b.projectName));
}

import type { ZanatiDb } from '../../../local';

/**
 * The clients the "for measure" list shows (spec 000 §2
 * /dashboard/contact/contactsForMeasure; what it narrows to is ours): those
 * with a project no measure was taken for yet, as GET
 * clients/{id}/projects?customFilter=projectsWithoutMeasure finds them —
 * each with those projects' ids, in the order given.
 */
export function clientsAwaitingMeasure(projects: readonly { id: string; clientId: string }[], measuredProjectIds: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of projects) {
    if (measuredProjectIds.has(p.id)) continue;
    const ids = out.get(p.clientId);
    if (ids) ids.push(p.id);
    else out.set(p.clientId, [p.id]);
  }
  return out;
}

/**
 * The same from the mirror, reading keys only: the projects' client index
 * (its keys and the projects' ids, in one order) and the measures' project
 * index — no row is read, so thousands cost a few cursors.
 */
export async function readClientsAwaitingMeasure(db: ZanatiDb): Promise<Map<string, string[]>> {
  return db.transaction('r', db.projects, db.measures, async () => {
    const [clientIds, projectIds, measured] = await Promise.all([
      db.projects.orderBy('clientId').keys(),
      db.projects.orderBy('clientId').primaryKeys(),
      db.measures.orderBy('projectId').uniqueKeys(),
    ]);
    // The keys of text indexes: ids.
    const projects = projectIds.map((id, i) => ({ id, clientId: clientIds[i] as string }));
    return clientsAwaitingMeasure(projects, new Set(measured as string[]));
  });
}

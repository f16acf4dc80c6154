import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import type { MeasureRow } from '../../../../domain/measure/rows.js';
import { byKeys } from '../../../local/byKeys';
import type { ZanatiDb } from '../../../local';
import { assignedLines, type MeasureLine, type MeasureSources } from './measureRows';

const present = <T>(rows: readonly (T | undefined)[]): T[] => rows.filter((r): r is T => r !== undefined);

/** Users by id as the lists name them; a deleted user keeps their name on what they measured. */
async function userNames(db: ZanatiDb): Promise<Map<string, string>> {
  const users = await db.users.toArray();
  return new Map(users.map((u) => [u.id, `${u.firstname} ${u.lastname}`.trim()]));
}

/**
 * The lists' sources from the mirror, in one read transaction: the measures
 * (all, or one client's by the clientId index), one get per project and
 * client they name, the users, and which projects have an offer (read only
 * where this device reads offers — the office; a measurer's device has none,
 * so its passive list cannot tell a project that moved on by its offer).
 */
export async function readMeasureSources(db: ZanatiDb, clientId?: string): Promise<MeasureSources> {
  return db.transaction('r', [db.measures, db.projects, db.clients, db.users, db.offers], async () => {
    const measures: MeasureRow[] = clientId ? await db.measures.where('clientId').equals(clientId).toArray() : await db.measures.toArray();
    const projectIds = [...new Set(measures.map((m) => m.projectId))];
    const clientIds = [...new Set(measures.map((m) => m.clientId))];
    const [projects, clients, users, offers] = await Promise.all([db.projects.bulkGet(projectIds), db.clients.bulkGet(clientIds), userNames(db), db.offers.toArray()]);
    return {
      measures,
      projects: new Map(present(projects).map((p) => [p.id, p])),
      clients: new Map(present(clients).map((c) => [c.id, c])),
      users,
      projectsWithOffer: new Set(offers.flatMap((o) => (typeof o.projectId === 'string' ? [o.projectId] : []))),
    };
  });
}

/**
 * A measurer's assigned projects without a measure (measureRows.ts
 * assignedLines). The projects have no index by assignee: one pass over the
 * table, which a device holds in the thousands at most.
 */
export async function readAssignedLines(db: ZanatiDb, userId: string): Promise<MeasureLine[]> {
  return db.transaction('r', [db.projects, db.measures, db.clients], async () => {
    const projects = await db.projects.filter((p) => p.measureAssignee === userId).toArray();
    const measures = await byKeys(db.measures, 'projectId', projects.map((p) => p.id));
    const clients = present(await db.clients.bulkGet([...new Set(projects.map((p) => p.clientId))]));
    return assignedLines(projects, new Set(measures.map((m) => m.projectId)), new Map(clients.map((c) => [c.id, c])), userId);
  });
}

/** One client's projects, by the clientId index. */
export const readClientProjects = (db: ZanatiDb, clientId: string): Promise<ProjectRow[]> => db.projects.where('clientId').equals(clientId).toArray();

/** Every client as a picker lists them, by name; archived clients are out of the lists. */
export async function readClientChoices(db: ZanatiDb): Promise<ClientRow[]> {
  const clients = await db.clients.toArray();
  return clients.filter((c) => !c.archivedAt).sort((a, b) => a.firstnameAndLastname.localeCompare(b.firstnameAndLastname) || a.lastName.localeCompare(b.lastName));
}

import type { GenericRow } from '../../../domain/entities.js';
import { averageOf } from '../../../domain/impression/rating.js';
import type { ImpressionRow } from '../../../domain/impression/rows.js';
import { clientName } from '../../../domain/production/planningSources.js';
import type { ZanatiDb } from '../../local';

/**
 * The impression lists from the device's mirror (spec 001 §2
 * /dashboard/impression/{statusId?}): 1 the projects with an installation
 * and no impression yet, 2 every impression. Both name the project and its
 * client; reads of whole tables (a company has hundreds of installations, not
 * thousands) and one get per name.
 */

export interface PendingProjectRow {
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  /** The latest end of the project's installations; null while none has ended. */
  installedAt: string | null;
}

export interface ImpressionListItem {
  id: string;
  projectId: string;
  projectName: string;
  clientId: string;
  clientName: string;
  average: number;
  feedback: string | null;
  createdAt: string;
}

const text = (row: GenericRow | undefined, column: string): string => (typeof row?.[column] === 'string' ? row[column] : '');
const nameOf = (client: GenericRow | undefined) => clientName(client as { firstnameAndLastname: string; lastName: string } | undefined);

async function named(db: ZanatiDb, projectIds: readonly string[], clientIds: readonly string[]) {
  const [projects, clients] = await Promise.all([db.projects.bulkGet([...projectIds]), db.clients.bulkGet([...new Set(clientIds)])]);
  return {
    projects: new Map(projects.flatMap((p) => (p ? [[p.id, p] as const] : []))),
    clients: new Map(clients.flatMap((c) => (c ? [[c.id, c] as const] : []))),
  };
}

/** Projects with an installation and no impression (status 1), the latest installed first. */
export async function readPendingProjects(db: ZanatiDb): Promise<PendingProjectRow[]> {
  return db.transaction('r', [db.installations, db.impressions, db.projects, db.clients], async () => {
    const [installations, impressions] = await Promise.all([db.installations.toArray(), db.impressions.toArray()]);
    const rated = new Set(impressions.map((i) => i.projectId));
    const ended = new Map<string, string | null>();
    for (const inst of installations) {
      const projectId = text(inst, 'projectId');
      if (projectId === '' || rated.has(projectId)) continue;
      const end = text(inst, 'installationEnd') || null;
      const held = ended.get(projectId) ?? null;
      ended.set(projectId, end !== null && (held === null || end > held) ? end : held);
    }
    const projectIds = [...ended.keys()];
    const projects = await db.projects.bulkGet(projectIds);
    const clientIds = projects.map((p) => text(p, 'clientId'));
    const names = await named(db, [], clientIds);
    const rows = projectIds.flatMap((projectId, i): PendingProjectRow[] => {
      const project = projects[i];
      if (!project) return [];
      const clientId = text(project, 'clientId');
      return [{ projectId, projectName: text(project, 'projectName'), clientId, clientName: nameOf(names.clients.get(clientId)), installedAt: ended.get(projectId) ?? null }];
    });
    return rows.sort((a, b) => (b.installedAt ?? '').localeCompare(a.installedAt ?? '') || a.projectName.localeCompare(b.projectName));
  });
}

/** Every impression (status 2), the newest first. */
export async function readImpressionList(db: ZanatiDb): Promise<ImpressionListItem[]> {
  return db.transaction('r', [db.impressions, db.projects, db.clients], async () => {
    const impressions: ImpressionRow[] = await db.impressions.toArray();
    const names = await named(
      db,
      impressions.map((i) => i.projectId),
      impressions.map((i) => i.clientId),
    );
    return impressions
      .map((i) => ({
        id: i.id,
        projectId: i.projectId,
        projectName: text(names.projects.get(i.projectId), 'projectName'),
        clientId: i.clientId,
        clientName: nameOf(names.clients.get(i.clientId)),
        average: i.average,
        feedback: i.feedback,
        createdAt: i.createdAt,
      }))
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  });
}

/** The average of the impressions listed (their own averages, 2 decimals); null for none. */
export const overallAverage = (rows: readonly Pick<ImpressionListItem, 'average'>[]): number | null => (rows.length === 0 ? null : averageOf(rows.map((r) => r.average)));

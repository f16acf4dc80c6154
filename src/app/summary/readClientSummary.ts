import type { AgreementRow } from '../../../domain/agreement/rows.js';
import type { ClientRow, ProjectRow } from '../../../domain/contact/rows.js';
import { textOf } from '../../../domain/kit/rows.js';
import { clientTimeline, type TimelineStep } from '../../../domain/journey/timeline.js';
import type { MeasureRow } from '../../../domain/measure/rows.js';
import type { OfferRow } from '../../../domain/offer/rows.js';
import type { ZanatiDb } from '../../local';
import { byKeys } from '../../local/byKeys';

/** A stored file as the panel links it: what owns it and of which kind. */
export interface SummaryFile {
  id: string;
  name: string;
  ownerId: string;
  kind: string;
}

/** Everything the summary panel draws for one client, read from the device's mirror. */
export interface ClientSummary {
  client: ClientRow;
  projects: ProjectRow[];
  measures: MeasureRow[];
  offers: OfferRow[];
  agreements: AgreementRow[];
  /** The files of those measures, offers and agreements (the projects' own are in their rows). */
  files: SummaryFile[];
  timeline: TimelineStep[];
  /** The names of the users the rows name (agent, measurer, timeline's doers), by id. */
  userNames: Map<string, string>;
}

const byCreation = <R extends { createdAt: string }>(rows: R[]): R[] => rows.sort((a, b) => a.createdAt.localeCompare(b.createdAt));

/**
 * One client's summary, read in one read transaction through the clientId,
 * projectId, productId and ownerId indexes only — one ranged read per key
 * (docs/MODULES.md "Large reads from the mirror"), never a scan — so it
 * opens as fast on the large set as on the demo, and offline. Null when the
 * device holds no such client (deleted, or not the reader's to see).
 */
export async function readClientSummary(db: ZanatiDb, clientId: string): Promise<ClientSummary | null> {
  const tables = [db.clients, db.projects, db.measures, db.offers, db.agreements, db.products, db.processStatuses, db.warehouseRecords, db.transports, db.installations, db.serviceTickets, db.impressions, db.files, db.users];
  return db.transaction('r', tables, async () => {
    const client = await db.clients.get(clientId);
    if (!client) return null;
    const [projects, measures, offers, agreements, products, warehouseRecords] = await Promise.all([
      db.projects.where('clientId').equals(clientId).toArray(),
      db.measures.where('clientId').equals(clientId).toArray(),
      db.offers.where('clientId').equals(clientId).toArray(),
      db.agreements.where('clientId').equals(clientId).toArray(),
      db.products.where('clientId').equals(clientId).toArray(),
      db.warehouseRecords.where('clientId').equals(clientId).toArray(),
    ]);
    const projectIds = projects.map((p) => p.id);
    const [processStatuses, transports, installations, serviceTickets, impressions, files] = await Promise.all([
      byKeys(db.processStatuses, 'productId', products.map((p) => p.id)),
      byKeys(db.transports, 'projectId', projectIds),
      byKeys(db.installations, 'projectId', projectIds),
      byKeys(db.serviceTickets, 'projectId', projectIds),
      byKeys(db.impressions, 'projectId', projectIds),
      byKeys(db.files, 'ownerId', [...measures, ...offers, ...agreements].map((r) => r.id)),
    ]);
    const timeline = clientTimeline({ client, projects, measures, offers, agreements, products, processStatuses, warehouseRecords, transports, installations, serviceTickets, impressions });
    const userIds = new Set([client.agentId, ...measures.map((m) => m.employeeId), ...projects.map((p) => p.measureAssignee), ...timeline.flatMap((s) => s.by)].filter((id): id is string => id !== null));
    const users = await db.users.bulkGet([...userIds]);
    return {
      client,
      projects: byCreation(projects),
      measures,
      offers: byCreation(offers),
      agreements: byCreation(agreements),
      files: files.map((f) => ({ id: f.id, name: textOf(f, 'fileName'), ownerId: textOf(f, 'ownerId'), kind: textOf(f, 'kind') })),
      timeline,
      userNames: new Map(users.flatMap((u) => (u ? [[u.id, `${u.firstname} ${u.lastname}`.trim() || u.username] as const] : []))),
    };
  });
}

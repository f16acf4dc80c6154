import type { LaterEntity, LaterRows } from '../../../domain/archive/rules.js';
import type { Reader } from '../../entities/feedShape.js';
import { loadShaped } from '../../entities/shaped.js';
import { untyped } from '../../db/untyped.js';

/** How each later entity names a client: its own client column, or only the project (then through the client's projects). */
const BY: Readonly<Record<LaterEntity, 'clientId' | 'projectId'>> = {
  measures: 'clientId',
  offers: 'clientId',
  products: 'clientId',
  agreements: 'clientId',
  warehouseRecords: 'clientId',
  transports: 'projectId',
  installations: 'projectId',
  serviceTickets: 'projectId',
  impressions: 'clientId',
};

const NONE: LaterRows = { measures: [], offers: [], products: [], agreements: [], warehouseRecords: [], transports: [], installations: [], serviceTickets: [], impressions: [] };

/**
 * The rows of later modules of one client, in their feed shape, for the
 * dependants rule (domain/archive/rules.ts laterDependants) — the rows a
 * device holds of that client, so both judge alike. A row of no client (a
 * ticket of an unregistered one) has none.
 */
export async function laterRowsOf(db: Reader, companyId: string, clientId: string | null): Promise<LaterRows> {
  if (clientId === null) return NONE;
  const projects = await db.selectFrom('projects').select('id').where('companyId', '=', companyId).where('clientId', '=', clientId).execute();
  const projectIds = projects.map((p) => p.id);
  const later: Record<LaterEntity, readonly unknown[]> = { ...NONE };
  // One after another: the queries share the write's one connection.
  for (const entity of Object.keys(BY) as LaterEntity[]) {
    const keys = BY[entity] === 'clientId' ? [clientId] : projectIds;
    if (keys.length === 0) continue;
    const ids = await untyped(db).selectFrom(entity).select('id').where('companyId', '=', companyId).where(BY[entity], 'in', keys).$castTo<{ id: string }>().execute();
    later[entity] = await loadShaped(db, entity, companyId, ids.map((r) => r.id));
  }
  // Each entity's feed shape is its row (server/entities/registry.ts): what the dependants rule reads.
  return later as unknown as LaterRows;
}

import type { Reader } from '../../entities/feedShape.js';
import { inChunks } from '../../db/inChunks.js';

/**
 * The measured place of each project ('lat,lng', its measure's
 * productLocation: a project has one measure), for the records
 * that name it beside the project's own (spec 001 §3: transport,
 * installation and service records, and their maps). Only the place goes
 * with them, not the measure: a driver finds the site by it, whether or not
 * they may open measures.
 */
export async function measureLocations(db: Reader, companyId: string, projectIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await inChunks([...new Set(projectIds)], (chunk) =>
    db.selectFrom('measures').select(['projectId', 'productLocation']).where('companyId', '=', companyId).where('projectId', 'in', chunk).execute(),
  );
  return new Map(rows.map((m) => [m.projectId, m.productLocation]));
}

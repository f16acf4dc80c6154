import type { ZanatiDb } from '../../local';

/**
 * The measured place of each project ('lat,lng', its latest measure's
 * productLocation) the mirror holds: what the records that lead someone to
 * the site show before the project's own place (spec 001 §3: measureLocation
 * or projectLocation), as the server's answers do
 * (server/routes/measure/measureLocations.ts). Read inside the caller's
 * transaction, which must cover `measures`.
 */
export async function measuredPlaces(db: ZanatiDb, projectIds: readonly string[]): Promise<Map<string, string | null>> {
  const measures = projectIds.length === 0 ? [] : await db.measures.where('projectId').anyOf([...projectIds]).toArray();
  const latest = new Map<string, { at: string; place: string | null }>();
  for (const m of measures) {
    const held = latest.get(m.projectId);
    if (!held || m.createdAt > held.at) latest.set(m.projectId, { at: m.createdAt, place: typeof m.productLocation === 'string' ? m.productLocation : null });
  }
  return new Map([...latest].map(([projectId, { place }]) => [projectId, place]));
}

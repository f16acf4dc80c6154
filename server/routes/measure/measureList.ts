import { dayOfMs } from '../../../domain/days.js';
import type { MeasureListRow } from '../../../domain/measure/endpoints.js';
import { matchesMeasureFilter, measureDayOf, type MeasureFilter } from '../../../domain/measure/queries.js';
import { measureStatusOf } from '../../../domain/measure/statuses.js';
import { clientName } from '../../../domain/production/planningSources.js';
import type { Reader } from '../../entities/feedShape.js';

/** Newest first by the day the range filters (measureDayOf), then by when it was recorded. */
const newestFirst = (a: MeasureListRow, b: MeasureListRow): number =>
  measureDayOf(b).localeCompare(measureDayOf(a)) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** The projects of the company that have an offer: a measure of one has moved on and is never passive. */
async function projectsWithOffer(db: Reader, companyId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('offers').select('projectId').distinct().where('companyId', '=', companyId).where('projectId', 'is not', null).execute();
  return new Set(rows.map((r) => r.projectId!));
}

/**
 * GET measure/filter (spec 000 §7): the company's measures that match the
 * filter (domain/measure/queries.ts matchesMeasureFilter, the rule the PWA's
 * lists apply too), each with its client's and project's names and its
 * status's label. Measures of an archived client have left the lists, as
 * the client has (GET clients); the archive shows them.
 */
export async function measureList(db: Reader, companyId: string, q: MeasureFilter): Promise<MeasureListRow[]> {
  let query = db
    .selectFrom('measures as m')
    .innerJoin('clients as c', 'c.id', 'm.clientId')
    .innerJoin('projects as p', 'p.id', 'm.projectId')
    .selectAll('m')
    .select(['c.firstnameAndLastname', 'c.lastName', 'p.projectName'])
    .where('m.companyId', '=', companyId)
    .where('c.archivedAt', 'is', null);
  if (q.measureStatusId !== undefined) query = query.where('m.measureStatusId', '=', q.measureStatusId);
  const [rows, withOffer] = await Promise.all([query.execute(), q.passive === 1 ? projectsWithOffer(db, companyId) : new Set<string>()]);
  const today = dayOfMs(Date.now());
  return rows
    .filter((r) => matchesMeasureFilter(r, withOffer.has(r.projectId), q, today))
    .map(({ companyId: _tenant, firstnameAndLastname, lastName, projectName, ...measure }) => ({
      ...measure,
      clientName: clientName({ firstnameAndLastname, lastName }),
      projectName,
      statusLabel: measureStatusOf(measure.measureStatusId).label,
    }))
    .sort(newestFirst);
}

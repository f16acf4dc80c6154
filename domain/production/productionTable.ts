import * as v from 'valibot';
import { MSG } from '../messages.js';
import { searchKey } from './board.js';
import { productCalendarState, progressOf } from './calendarColours.js';
import { clientName, groupBy, inDepartment, type PlanningSources } from './planningSources.js';
import { optionalDepartment } from './planningQueries.js';

/** The production table's filters (spec 001 §2 "/dashboard/production"; path ours): department and a client's name. */
export const productionTableQuery = v.object({
  departmentId: optionalDepartment,
  name: v.optional(v.pipe(v.string(MSG.invalidValue), v.trim(), v.maxLength(255, MSG.tooLong))),
});
export type ProductionTableQuery = v.InferOutput<typeof productionTableQuery>;

/** One client in production: what of theirs is in the shop, when, and how far along. */
export interface ProductionTableRow {
  client: { id: string; name: string };
  projects: string[];
  products: number;
  /** The earliest start and the latest end of their products. */
  start: string | null;
  end: string | null;
  /** Percent of their products' process statuses completed, 2 decimals. */
  progress: number;
  /** Their products running late (calendar colour rule). */
  late: number;
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);
const later = (a: string | null, b: string | null) => (a === null ? b : b === null || a >= b ? a : b);

/**
 * The production table (spec 001 §2): one row per client with products in
 * production (active, not done) in the department, earliest start first; the
 * row's Edit opens that client's status board.
 */
export function productionTable(src: PlanningSources, q: ProductionTableQuery, today: string): ProductionTableRow[] {
  const processesOf = groupBy(src.processes, (s) => s.productId);
  const wanted = q.name ? searchKey(q.name) : '';
  const rows = new Map<string, ProductionTableRow & { statusIds: number[]; projectIds: Set<string> }>();
  for (const p of src.products) {
    if (p.active !== 1 || p.doneStatus !== 0) continue;
    const processes = processesOf.get(p.id);
    if (!inDepartment(processes, q.departmentId, src)) continue;
    const name = clientName(src.clients.get(p.clientId));
    if (wanted && !searchKey(name).includes(wanted)) continue;
    let row = rows.get(p.clientId);
    if (!row) {
      row = { client: { id: p.clientId, name }, projects: [], products: 0, start: null, end: null, progress: 0, late: 0, statusIds: [], projectIds: new Set() };
      rows.set(p.clientId, row);
    }
    const statusIds = (processes ?? []).map((s) => s.statusId);
    row.products += 1;
    row.start = earlier(row.start, p.start);
    row.end = later(row.end, p.end ?? p.start);
    row.statusIds.push(...statusIds);
    if (productCalendarState(statusIds, p, today) === 'late') row.late += 1;
    const project = p.projectId === null ? undefined : src.projects.get(p.projectId);
    if (p.projectId !== null && project && !row.projectIds.has(p.projectId)) {
      row.projectIds.add(p.projectId);
      row.projects.push(project.projectName);
    }
  }
  return [...rows.values()]
    .map(({ statusIds, projectIds: _ids, ...row }) => ({ ...row, progress: progressOf(statusIds) }))
    .sort((a, b) => (a.start ?? '\uffff').localeCompare(b.start ?? '\uffff') || a.client.name.localeCompare(b.client.name));
}

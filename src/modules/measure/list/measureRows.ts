import type { ClientRow, ProjectRow } from '../../../../domain/contact/rows.js';
import { matchesMeasureFilter, measureDayOf, type MeasureFilter } from '../../../../domain/measure/queries.js';
import { isPassive } from '../../../../domain/measure/rules.js';
import type { MeasureRow } from '../../../../domain/measure/rows.js';
import { isMeasureStatus, MEASURE_STATUS, type MeasureStatusId } from '../../../../domain/measure/statuses.js';
import { clientName } from '../../../../domain/production/planningSources.js';
import { IS_ARCHIVED } from '../../../../domain/archive/rules.js';

/**
 * The measure lists (spec 000 §2 /dashboard/measures/…) as data, from the
 * device's mirror. Pure: the pages read the sources (readMeasureSources.ts)
 * and these make and filter the lines, with the rules the server's
 * measure/filter applies (domain/measure/queries.ts matchesMeasureFilter).
 */

/** What the lists read: the measures, and the projects, clients and users they name. */
export interface MeasureSources {
  measures: readonly MeasureRow[];
  projects: ReadonlyMap<string, ProjectRow>;
  clients: ReadonlyMap<string, ClientRow>;
  /** Users by id, named "first last". */
  users: ReadonlyMap<string, string>;
  /** Projects with an offer (a measure of one is never passive); empty on a device that does not read offers. */
  projectsWithOffer: ReadonlySet<string>;
}

/** One line of a list: a measure, or a project assigned for measuring that has none yet (measure null). */
export interface MeasureLine {
  key: string;
  measure: MeasureRow | null;
  projectId: string;
  clientId: string;
  clientName: string;
  projectName: string;
  statusId: MeasureStatusId | null;
  /** The measure's date, or the project's appointment (its measureDate) for a project not yet measured. */
  measureDate: string | null;
  plannedDate: string | null;
  employeeName: string;
}

/** The list a path asks for: a status (1, 2, 3), passive, or all (undefined); null: no such list. */
export type StatusParam = MeasureStatusId | 'passive' | undefined;

export function parseStatusParam(param: string | undefined): StatusParam | null {
  if (param === undefined || param === '') return undefined;
  if (param === 'passive') return 'passive';
  const n = Number(param);
  return /^\d$/.test(param) && isMeasureStatus(n) ? n : null;
}

export interface MeasureListFilter {
  status?: StatusParam;
  startDate?: string | null;
  endDate?: string | null;
}

/** The filter as GET measure/filter takes it, so both sides judge a measure alike. */
export const filterQueryOf = (f: MeasureListFilter): MeasureFilter => ({
  passive: f.status === 'passive' ? 1 : 0,
  measureStatusId: typeof f.status === 'number' ? f.status : undefined,
  startDate: f.startDate ?? null,
  endDate: f.endDate ?? null,
});

function lineOf(m: MeasureRow, src: MeasureSources): MeasureLine {
  const project = src.projects.get(m.projectId);
  return {
    key: m.id,
    measure: m,
    projectId: m.projectId,
    clientId: m.clientId,
    clientName: clientName(src.clients.get(m.clientId)),
    projectName: project?.projectName ?? '',
    statusId: isMeasureStatus(m.measureStatusId) ? m.measureStatusId : MEASURE_STATUS.initial,
    measureDate: m.measureDate,
    plannedDate: m.plannedDate,
    employeeName: m.employeeId ? (src.users.get(m.employeeId) ?? '') : '',
  };
}

/** A project not measured yet, as a line that opens its form. */
const projectLineOf = (p: ProjectRow, clients: ReadonlyMap<string, ClientRow>): MeasureLine => ({
  key: `project:${p.id}`,
  measure: null,
  projectId: p.id,
  clientId: p.clientId,
  clientName: clientName(clients.get(p.clientId)),
  projectName: p.projectName,
  statusId: null,
  measureDate: p.measureDate,
  plannedDate: null,
  employeeName: '',
});

/** Newest first by the day the range filters (measureDayOf), then by when it was recorded — the server's order. */
const newestFirst = (a: MeasureRow, b: MeasureRow): number => measureDayOf(b).localeCompare(measureDayOf(a)) || b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * The measures a list shows: of the asked status or passive, within the
 * range, newest first. Measures of an archived client have left the lists,
 * as the client has (the archive shows them).
 */
export function measureLines(src: MeasureSources, filter: MeasureListFilter, today: string): MeasureLine[] {
  const query = filterQueryOf(filter);
  return src.measures
    .filter((m) => !src.clients.get(m.clientId)?.archivedAt && matchesMeasureFilter(m, src.projectsWithOffer.has(m.projectId), query, today))
    .sort(newestFirst)
    .map((m) => lineOf(m, src));
}

/** Whether a measure is passive today (the passive list's rule, for a label on the line). */
export const isPassiveLine = (line: MeasureLine, src: MeasureSources, today: string): boolean =>
  line.measure !== null && isPassive(line.measure, src.projectsWithOffer.has(line.projectId), today);

/**
 * A measurer's day (issue 14): the projects assigned to them for measuring
 * (project.measureAssignee) that have no measure yet, by their appointment
 * (the project's measure date), the undated last; each opens the form.
 */
export function assignedLines(projects: readonly ProjectRow[], measured: ReadonlySet<string>, clients: ReadonlyMap<string, ClientRow>, userId: string): MeasureLine[] {
  return projects
    .filter((p) => p.measureAssignee === userId && !measured.has(p.id) && !clients.get(p.clientId)?.archivedAt)
    .sort((a, b) => (a.measureDate ?? '9999').localeCompare(b.measureDate ?? '9999') || a.projectName.localeCompare(b.projectName))
    .map((p) => projectLineOf(p, clients));
}

/**
 * A client's projects with their measures (spec 000 §2 all-measures): one
 * line per project, its measure's status and dates where it has one, by
 * project name.
 */
export function clientProjectLines(projects: readonly ProjectRow[], src: MeasureSources): MeasureLine[] {
  const byProject = new Map(src.measures.map((m) => [m.projectId, m]));
  return [...projects]
    .sort((a, b) => a.projectName.localeCompare(b.projectName) || a.id.localeCompare(b.id))
    .map((p) => {
      const measure = byProject.get(p.id);
      return measure ? lineOf(measure, src) : projectLineOf(p, src.clients);
    });
}

/**
 * The archive (spec 000 §2 archive/{moduleName?}): the final measures whose
 * client has gone on past measuring (its module beyond 2: an offer or later),
 * archived clients included, newest first; the range on measureDayOf.
 */
export function archiveLines(src: MeasureSources, range: { startDate?: string | null; endDate?: string | null }): MeasureLine[] {
  const inRange = (day: string) => (!range.startDate || day >= range.startDate) && (!range.endDate || day <= range.endDate);
  return src.measures
    .filter((m) => IS_ARCHIVED.measures(m, { clientModuleId: src.clients.get(m.clientId)?.moduleId }) && inRange(measureDayOf(m)))
    .sort(newestFirst)
    .map((m) => lineOf(m, src));
}

import type * as v from 'valibot';
import { dayAfter } from '../days.js';
import { round2 } from '../format.js';
import type { DayRange } from './archives.js';
import { returnedProcessesQuery } from './planningQueries.js';
import { userName } from './planningSources.js';
import { STATUS } from './statuses.js';
import { timerOf } from './timer.js';

/**
 * The production rapport (spec 001 §2 /dashboard/production/production-rapport,
 * named only): over a range of days and the departments the reader may see,
 * per process and per worker — products completed, productive and waiting
 * time from the trackers, late, returned, and the share completed on time.
 *
 * What counts (the spec is silent; issue 11 asks for these figures):
 * - A unit of work is a product in a process. Per process it is the process
 *   status (one per product); per worker it is the product and process in
 *   which the worker completed the process status or any of its materials
 *   (a process worked through materials is completed by its materials' holders).
 * - Completed: status 1 with finishedAt in the range.
 * - Late: completed on a day after the product's planned end (the calendar's
 *   "an item's end has passed", spec 001 §4), plus units late now (status 3)
 *   last changed in the range.
 * - On time: the completed ones not completed late, in percent with 2
 *   decimals (as progress is); null when nothing was completed.
 * - Returned: units with a process or material status sent back (returnedAt) in the range.
 * - Productive and waiting time: the trackers' work and pause segments, cut to
 *   the range (a segment across a bound counts its part inside), by the
 *   segment's process and worker. An open pause keeps the timer's 2-hour
 *   offset (timer.ts). Every segment counts once: a process is worked either
 *   itself or through its materials (rules.ts, workWithMaterials).
 * - Department: the process's department (as the archived processes filter).
 *
 * A year is some hundred thousand statuses and segments, so the sources come
 * grouped: completed units counted by process, worker, day and planned end,
 * and closed segments inside the range summed. rapportRows.ts groups raw rows
 * so; the server's SQL does the same (tests/server/productionRapport.test.ts
 * holds the two equal).
 */

/** The rapport's filters are the returned processes' (spec 001 §5): department and a range; the range defaults to the last month (§9). */
export const productionRapportQuery = returnedProcessesQuery;
export type ProductionRapportQuery = v.InferOutput<typeof productionRapportQuery>;

/** Units completed on one day, of products planned to end on one day, in a process, by a worker (or, per process, by anyone: null). */
export interface RapportCompletions {
  responsibilityId: string;
  userId: string | null;
  /** The UTC day of the completion (per worker: of their last completion in the unit). */
  finishedDay: string;
  /** The product's planned end day (YYYY-MM-DD). */
  productEnd: string | null;
  units: number;
}

/** A process or material status late now or sent back: there are few, they come as they are. */
export interface RapportStatus {
  productId: string;
  responsibilityId: string;
  userId: string | null;
  statusId: number;
  returnedAt: string | null;
  updatedAt: string;
}

/** Seconds of closed segments wholly inside the range, summed by process, worker and kind (work or pause). */
export interface RapportTime {
  responsibilityId: string;
  userId: string | null;
  pause: boolean;
  seconds: number;
}

/** A timer segment (rows.ts trackers) as the rapport reads it. */
export interface RapportTracker {
  responsibilityId: string;
  userId: string | null;
  start: string;
  end: string | null;
  pauseStatusId: number | null;
}

export interface RapportSources {
  /** Products completed per process (process statuses; userId null). */
  processCompletions: readonly RapportCompletions[];
  /** Units completed per worker. */
  workerCompletions: readonly RapportCompletions[];
  /** Process statuses, and material statuses, late now or returned. */
  processes: readonly RapportStatus[];
  materials: readonly RapportStatus[];
  closedTime: readonly RapportTime[];
  /** The segments that cross a bound of the range or still run. */
  trackers: readonly RapportTracker[];
  responsibilities: ReadonlyMap<string, { name: string; departmentId: string | null }>;
  users: ReadonlyMap<string, { firstname: string; lastname: string }>;
}

export interface RapportScope {
  range: DayRange;
  /** The departments whose processes count; null for every process (full privileges without a department). */
  departmentIds: ReadonlySet<string> | null;
}

/** Who reads the rapport: full privileges, or a department's admin signed in personally (a kiosk is nobody's office). */
export interface RapportReader {
  fullPrivileges: boolean;
  kiosk: boolean;
  /** The departments the reader administers. */
  administers: ReadonlySet<string>;
}

/**
 * Whose processes the reader sees (a manager's view of everyone's work, like
 * the planning writes' rule): full privileges every department, or the one
 * asked; a department's admin the departments they administer, or the one
 * asked among them; anyone else nothing. null = every process.
 */
export function rapportScope(reader: RapportReader, departmentId: string | undefined): ReadonlySet<string> | null | 'refused' {
  if (reader.kiosk) return 'refused';
  if (departmentId !== undefined) return reader.fullPrivileges || reader.administers.has(departmentId) ? new Set([departmentId]) : 'refused';
  if (reader.fullPrivileges) return null;
  return reader.administers.size > 0 ? reader.administers : 'refused';
}

/** One row of the rapport: a process or a worker. */
export interface RapportLine {
  /** The responsibility's or the user's id. */
  id: string;
  name: string;
  completed: number;
  late: number;
  returned: number;
  productiveSeconds: number;
  waitingSeconds: number;
  /** Completed not late / completed, in percent with 2 decimals; null when nothing was completed. */
  onTimePercent: number | null;
}

export type RapportTotals = Omit<RapportLine, 'id' | 'name'>;

/** GET products/production-rapport answers it. */
export interface ProductionRapport {
  /** The range the figures cover (the asked one, else the last month); an open bound is null. */
  start: string | null;
  end: string | null;
  departmentId: string | null;
  byProcess: RapportLine[];
  byWorker: RapportLine[];
  totals: { byProcess: RapportTotals; byWorker: RapportTotals };
}

/** What one row gathers before it is a line. */
class Tally {
  completed = 0;
  completedLate = 0;
  readonly lateNow = new Set<string>();
  readonly returned = new Set<string>();
  productive = 0;
  waiting = 0;
}

/** Completed on a day after the planned end (the end day itself is on time). */
export const completedLate = (c: Pick<RapportCompletions, 'finishedDay' | 'productEnd'>): boolean => c.productEnd !== null && c.finishedDay > c.productEnd.slice(0, 10);

const onTime = (completed: number, late: number): number | null => (completed === 0 ? null : round2((100 * (completed - late)) / completed));

/** "h:mm", hours growing past 24: 3725 s → '1:02'. */
export function formatHours(seconds: number): string {
  const minutes = Math.floor(Math.max(0, seconds) / 60);
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The instant bounds of a range of whole days (UTC, like the stored timestamps); an open bound is null. */
export function instantBounds(range: DayRange): { from: string | null; to: string | null } {
  return { from: range.start === undefined ? null : `${range.start}T00:00:00.000Z`, to: range.end === undefined ? null : `${dayAfter(range.end)}T00:00:00.000Z` };
}

/** The rapport of the sources over the scope; `nowMs` ends segments still running. */
export function productionRapport(src: RapportSources, scope: RapportScope, nowMs: number): Omit<ProductionRapport, 'departmentId'> {
  const { from, to } = instantBounds(scope.range);
  const inRange = (instant: string | null): instant is string => instant !== null && (from === null || instant >= from) && (to === null || instant < to);
  const dayInRange = (day: string) => (scope.range.start === undefined || day >= scope.range.start) && (scope.range.end === undefined || day <= scope.range.end);
  const counts = (responsibilityId: string) => {
    const r = src.responsibilities.get(responsibilityId);
    return r !== undefined && (scope.departmentIds === null || (r.departmentId !== null && scope.departmentIds.has(r.departmentId)));
  };
  const processes = new Map<string, Tally>();
  const workers = new Map<string, Tally>();
  const tallyOf = (map: Map<string, Tally>, key: string) => {
    let tally = map.get(key);
    if (!tally) map.set(key, (tally = new Tally()));
    return tally;
  };
  // Every process of the scope has a row, even an idle one: an empty row is news too.
  for (const id of src.responsibilities.keys()) if (counts(id)) tallyOf(processes, id);

  const complete = (map: Map<string, Tally>, key: (c: RapportCompletions) => string | null) => (c: RapportCompletions) => {
    const k = key(c);
    if (k === null || !counts(c.responsibilityId) || !dayInRange(c.finishedDay)) return;
    const tally = tallyOf(map, k);
    tally.completed += c.units;
    if (completedLate(c)) tally.completedLate += c.units;
  };
  src.processCompletions.forEach(complete(processes, (c) => c.responsibilityId));
  src.workerCompletions.forEach(complete(workers, (c) => c.userId));

  const addStatus = (s: RapportStatus, isProcess: boolean) => {
    if (!counts(s.responsibilityId)) return;
    const lateNow = s.statusId === STATUS.late && inRange(s.updatedAt);
    const returned = inRange(s.returnedAt);
    const pair = `${s.productId}|${s.responsibilityId}`;
    // A material sent back returns its product in that process; the process's lateness is its own status's.
    if (lateNow && isProcess) tallyOf(processes, s.responsibilityId).lateNow.add(s.productId);
    if (returned) tallyOf(processes, s.responsibilityId).returned.add(s.productId);
    if (s.userId === null || (!lateNow && !returned)) return;
    const worker = tallyOf(workers, s.userId);
    if (lateNow) worker.lateNow.add(pair);
    if (returned) worker.returned.add(pair);
  };
  for (const s of src.processes) addStatus(s, true);
  for (const s of src.materials) addStatus(s, false);

  const addTime = (t: { responsibilityId: string; userId: string | null }, productive: number, waiting: number) => {
    if (!counts(t.responsibilityId)) return;
    const process = tallyOf(processes, t.responsibilityId);
    process.productive += productive;
    process.waiting += waiting;
    if (t.userId === null) return;
    const worker = tallyOf(workers, t.userId);
    worker.productive += productive;
    worker.waiting += waiting;
  };
  for (const t of src.closedTime) addTime(t, t.pause ? 0 : t.seconds, t.pause ? t.seconds : 0);
  for (const t of src.trackers) {
    const figures = segmentTime(t, { from, to }, nowMs);
    if (figures) addTime(t, figures.totalDuration, figures.waitingDuration);
  }

  const byProcess = linesOf(processes, (id) => src.responsibilities.get(id)?.name ?? '');
  const byWorker = linesOf(workers, (id) => userName(src.users.get(id)) ?? '');
  return {
    start: scope.range.start ?? null,
    end: scope.range.end ?? null,
    byProcess: byProcess.lines,
    byWorker: byWorker.lines,
    totals: { byProcess: byProcess.totals, byWorker: byWorker.totals },
  };
}

function linesOf(map: ReadonlyMap<string, Tally>, nameOf: (id: string) => string): { lines: RapportLine[]; totals: RapportTotals } {
  const sum = { completed: 0, completedLate: 0, late: 0, returned: 0, productiveSeconds: 0, waitingSeconds: 0 };
  const lines: RapportLine[] = [];
  for (const [id, t] of map) {
    const late = t.completedLate + t.lateNow.size;
    lines.push({ id, name: nameOf(id), completed: t.completed, late, returned: t.returned.size, productiveSeconds: t.productive, waitingSeconds: t.waiting, onTimePercent: onTime(t.completed, t.completedLate) });
    sum.completed += t.completed;
    sum.completedLate += t.completedLate;
    sum.late += late;
    sum.returned += t.returned.size;
    sum.productiveSeconds += t.productive;
    sum.waitingSeconds += t.waiting;
  }
  const { completedLate, ...totals } = sum;
  return { lines: lines.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id)), totals: { ...totals, onTimePercent: onTime(sum.completed, completedLate) } };
}

/**
 * A segment's seconds inside the range (timer.ts: work, pauses, the open
 * pause's offset), or null when none: it is cut at the range's start, and one
 * still running ends at now, or at the range's end when that is earlier.
 */
export function segmentTime(t: Pick<RapportTracker, 'start' | 'end' | 'pauseStatusId'>, bounds: { from: string | null; to: string | null }, nowMs: number) {
  const untilMs = bounds.to === null ? nowMs : Math.min(nowMs, Date.parse(bounds.to));
  const until = new Date(untilMs).toISOString();
  const start = bounds.from !== null && t.start < bounds.from ? bounds.from : t.start;
  const end = t.end !== null && t.end > until ? until : t.end;
  if (start >= until || (end !== null && end <= start)) return null;
  return timerOf([{ start, end, pauseStatusId: t.pauseStatusId }], untilMs);
}

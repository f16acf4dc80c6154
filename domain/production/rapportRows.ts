import type { DayRange } from './archives.js';
import { instantBounds, type RapportCompletions, type RapportSources, type RapportStatus, type RapportTime, type RapportTracker } from './rapport.js';
import { STATUS } from './statuses.js';

/** A process or material status as stored, with its product's planned end. */
export interface RapportStatusRow extends RapportStatus {
  finishedAt: string | null;
  productEnd: string | null;
}

export type RapportRows = Pick<RapportSources, 'responsibilities' | 'users'> & {
  processes: readonly RapportStatusRow[];
  materials: readonly RapportStatusRow[];
  trackers: readonly RapportTracker[];
};

/**
 * The rapport's sources from rows as they are stored: the grouping the
 * server's SQL does (server/routes/production/rapportRoutes.ts), written once
 * here as its reference — the unit tests compute from it, and the server test
 * holds the SQL's answer equal to it on the same data.
 */
export function rapportSourcesOfRows(rows: RapportRows, range: DayRange): RapportSources {
  const { from, to } = instantBounds(range);
  const completedInRange = (s: RapportStatusRow): s is RapportStatusRow & { finishedAt: string } =>
    s.statusId === STATUS.completed && s.finishedAt !== null && (from === null || s.finishedAt >= from) && (to === null || s.finishedAt < to);

  const processCompletions = new Counter<RapportCompletions, 'units'>('units');
  for (const s of rows.processes.filter(completedInRange)) processCompletions.add({ responsibilityId: s.responsibilityId, userId: null, finishedDay: s.finishedAt.slice(0, 10), productEnd: s.productEnd }, 1);

  // A worker's unit: the product in a process, completed when they last completed something of it.
  const units = new Map<string, RapportStatusRow & { finishedAt: string }>();
  for (const s of [...rows.processes, ...rows.materials].filter(completedInRange)) {
    if (s.userId === null) continue;
    const key = `${s.productId}|${s.responsibilityId}|${s.userId}`;
    const seen = units.get(key);
    if (!seen || s.finishedAt > seen.finishedAt) units.set(key, s);
  }
  const workerCompletions = new Counter<RapportCompletions, 'units'>('units');
  for (const s of units.values()) workerCompletions.add({ responsibilityId: s.responsibilityId, userId: s.userId, finishedDay: s.finishedAt.slice(0, 10), productEnd: s.productEnd }, 1);

  // Closed segments inside the range are summed in whole seconds each; the rest go as they are, to be cut.
  const closedTime = new Counter<RapportTime, 'seconds'>('seconds');
  const trackers: RapportTracker[] = [];
  for (const t of rows.trackers) {
    if (t.end !== null && (from === null || t.start >= from) && (to === null || t.end <= to) && t.end >= t.start) {
      closedTime.add({ responsibilityId: t.responsibilityId, userId: t.userId, pause: t.pauseStatusId !== null }, Math.floor((Date.parse(t.end) - Date.parse(t.start)) / 1000));
    } else {
      trackers.push(t);
    }
  }
  return {
    processCompletions: processCompletions.rows(),
    workerCompletions: workerCompletions.rows(),
    processes: rows.processes,
    materials: rows.materials,
    closedTime: closedTime.rows(),
    trackers,
    responsibilities: rows.responsibilities,
    users: rows.users,
  };
}

/** Rows grouped by every field but the one summed (what SQL's GROUP BY … SUM does). */
class Counter<R extends object, F extends keyof R> {
  private readonly groups = new Map<string, { row: Omit<R, F>; sum: number }>();

  constructor(private readonly field: F) {}

  add(row: Omit<R, F>, amount: number): void {
    const key = JSON.stringify(row);
    const group = this.groups.get(key);
    if (group) group.sum += amount;
    else this.groups.set(key, { row, sum: amount });
  }

  rows(): R[] {
    return [...this.groups.values()].map(({ row, sum }) => ({ ...row, [this.field]: sum }) as R);
  }
}

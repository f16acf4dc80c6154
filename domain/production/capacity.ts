import { addDays, daysBetween } from '../days.js';
import { PRODUCTION_MSG as M } from './messages.js';

/**
 * Daily capacity (issue 11; spec 001 §5 "The server may refuse dates"): how
 * many products one department can have planned on one day, the admin's
 * production setting `dailyCapacity`. A product is planned on every day from
 * its start to its end (its start alone when it has no end), and counts in
 * every department its processes pass through; products in production count
 * (active, not done, not cancelled), passive and archived ones do not.
 * 0 means no limit.
 */
export interface PlannedProduct {
  start: string;
  end: string | null;
}

export interface DepartmentLoad {
  departmentId: string;
  /** The department's other planned products whose dates meet the asked range. */
  others: readonly PlannedProduct[];
}

export interface CapacityRefusal {
  message: string;
  departmentId: string;
  /** The first day over capacity, YYYY-MM-DD. */
  day: string;
}

/** Why these dates exceed a department's capacity, or null. */
export function capacityRefusal(asked: PlannedProduct, capacity: number, departments: readonly DepartmentLoad[]): CapacityRefusal | null {
  if (capacity <= 0) return null;
  const first = asked.start;
  const last = asked.end ?? asked.start;
  const length = daysBetween(first, last) + 1;
  for (const { departmentId, others } of departments) {
    // Planned products per day of the asked range, as differences: +1 where one begins, -1 the day after it ends.
    const change = new Array<number>(length + 1).fill(0);
    for (const other of others) {
      const from = Math.max(0, daysBetween(first, other.start));
      const to = Math.min(length - 1, daysBetween(first, other.end ?? other.start));
      if (from > to) continue;
      change[from]! += 1;
      change[to + 1]! -= 1;
    }
    let planned = 0;
    for (let i = 0; i < length; i += 1) {
      planned += change[i]!;
      if (planned + 1 > capacity) return { message: M.datesTaken, departmentId, day: addDays(first, i) };
    }
  }
  return null;
}

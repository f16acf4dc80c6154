import * as v from 'valibot';
import { idField, intFrom, isoDate } from '../validation.js';
import { isTransportState } from './rules.js';

/** An optional query value: absent or '' is no filter (installation's queries use it too). */
export const maybe = <S extends v.GenericSchema>(schema: S) =>
  v.pipe(
    v.optional(v.unknown()),
    v.transform((x) => (x === '' ? undefined : x)),
    v.optional(schema),
  );

const state = v.pipe(intFrom(), v.check(isTransportState));

/** GET transport?code&projectId: the transports (all, or those of one code — "records by code", spec 001 §7 — or one project). */
export const transportListQuery = v.object({ code: maybe(v.pipe(v.string(), v.maxLength(50))), projectId: maybe(idField()) });

/**
 * GET transport/projects?status&start&end&withoutTransport: the transport
 * table (spec 001 §2 /dashboard/transport/:query?), one row per warehouse
 * record. status 1 on hold, 2 started, 3 complete; withoutTransport 1 keeps
 * the records the client collects, 0 the others; start and end (YYYY-MM-DD)
 * bound the day of the transport's start, or of the deposit while on hold.
 */
export const transportProjectsQuery = v.object({
  status: maybe(state),
  start: maybe(isoDate()),
  end: maybe(isoDate()),
  withoutTransport: maybe(v.pipe(intFrom(), v.picklist([0, 1]))),
});

/** GET transport/not-installation?startDate&endDate: transports whose project has no installation yet, by the day they started. */
export const notInstalledQuery = v.object({ startDate: maybe(isoDate()), endDate: maybe(isoDate()) });

export type TransportProjectsQuery = v.InferOutput<typeof transportProjectsQuery>;

/** Whether a day (YYYY-MM-DD, or the start of a timestamp) lies in an inclusive range; an open bound holds everything. */
export function dayInRange(day: string | null, start: string | undefined, end: string | undefined): boolean {
  if (start === undefined && end === undefined) return true;
  if (day === null) return false;
  const d = day.slice(0, 10);
  return (start === undefined || d >= start) && (end === undefined || d <= end);
}

import { parseTimestamp } from '../format.js';

/**
 * Transport's rules (spec 001 §4 "Map marker state", §5 "Transport", §9),
 * pure: the form checks them before queueing, the server again before
 * writing.
 */

/** The two timestamps of a transport: acceptanceDate is its start, arrivalDate its arrival. */
export interface TransportTimes {
  acceptanceDate: string | null;
  arrivalDate: string | null;
}

/** At least one project is chosen ('Zgjidhni projektet per transport!'). */
export const hasProjects = (projectIds: readonly string[]): boolean => projectIds.length > 0;

/**
 * The required equipment not ticked. Required is every equipment of the
 * company (the mounting-equipments list); a transport is saved only when
 * this is empty ('Duhet te merrni te gjitha pajisjet e kerkuara!').
 */
export function missingEquipment(required: readonly string[], ticked: readonly string[]): string[] {
  const have = new Set(ticked);
  return required.filter((id) => !have.has(id));
}

export const hasAllEquipment = (required: readonly string[], ticked: readonly string[]): boolean => missingEquipment(required, ticked).length === 0;

/** What a transport is of: a project, and the warehouse record (deposit) it carries, if any. */
export interface TransportTarget {
  projectId: string;
  warehouseRecordId: string | null;
}

const targetKey = (t: TransportTarget): string => `${t.projectId}/${t.warehouseRecordId ?? ''}`;

/**
 * The targets that have no transport yet, each once. A warehouse record is
 * transported once (under whatever code); a project without a record, once
 * without one. When none is new the save is refused ('Nuk keni projekte te
 * reja per te ruajtur!').
 */
export function newTargets<T extends TransportTarget>(wanted: readonly T[], existing: readonly TransportTarget[]): T[] {
  const taken = new Set(existing.map(targetKey));
  const out: T[] = [];
  for (const t of wanted) {
    const key = targetKey(t);
    if (taken.has(key)) continue;
    taken.add(key);
    out.push(t);
  }
  return out;
}

/** An edited transport needs its start ('Duhet te kete date te nisjes!'). */
export const hasStart = (t: Pick<TransportTimes, 'acceptanceDate'>): boolean => parseTimestamp(t.acceptanceDate) !== null;

/** An arrival is never before the start; either missing is no conflict. */
export function arrivalAfterStart(t: TransportTimes): boolean {
  const start = parseTimestamp(t.acceptanceDate);
  const end = parseTimestamp(t.arrivalDate);
  return start === null || end === null || end >= start;
}

/** Complete when both timestamps are set (spec 001 §4). */
export const isComplete = (t: TransportTimes): boolean => parseTimestamp(t.acceptanceDate) !== null && parseTimestamp(t.arrivalDate) !== null;

/** Whole seconds from start to arrival (spec 001 §9), null until both are set. */
export function durationSeconds(t: TransportTimes): number | null {
  const start = parseTimestamp(t.acceptanceDate);
  const end = parseTimestamp(t.arrivalDate);
  if (start === null || end === null) return null;
  return Math.round((end - start) / 1000);
}

/**
 * The state of a transport (spec 001 §4): 1 not started, 2 started but not
 * arrived, 3 both set. The map colours its marker by it and the transport
 * list filters by it (status 1 on hold, 2 started, 3 complete, §2).
 */
export const TRANSPORT_STATE = { notStarted: 1, started: 2, complete: 3 } as const;
export type TransportState = (typeof TRANSPORT_STATE)[keyof typeof TRANSPORT_STATE];

export function transportState(t: TransportTimes | null): TransportState {
  if (t === null || parseTimestamp(t.acceptanceDate) === null) return TRANSPORT_STATE.notStarted;
  return parseTimestamp(t.arrivalDate) === null ? TRANSPORT_STATE.started : TRANSPORT_STATE.complete;
}

/** The marker state of the map (1 not started, the default; 2 started; 3 both set). */
export const markerState = transportState;

/** The list's status (1 on hold, 2 started, 3 complete); a record with no transport yet is on hold. */
export const listStatus = transportState;

export const isTransportState = (n: number): n is TransportState => n === 1 || n === 2 || n === 3;

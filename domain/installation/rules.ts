import { parseTimestamp } from '../format.js';
import { PRODUCTION_MSG } from '../production/messages.js';
import { markerState as transportMarkerState, TRANSPORT_STATE, type TransportState } from '../transport/rules.js';
import { INSTALLATION_MSG } from './messages.js';

/**
 * Installation's rules (spec 001 §4 "Saves", "Map marker state", §5
 * "Installation"), pure: the form checks them before queueing, the server
 * again before writing.
 */

/** The two timestamps of an installation. */
export interface InstallationTimes {
  installationStart: string | null;
  installationEnd: string | null;
}

/**
 * Which signatures the installation has: sent with this save, or stored
 * with an earlier one (a signature given at the start counts at the end).
 */
export interface Signatures {
  installerSignature: boolean;
  clientSignature: boolean;
}

/** Start date required ('Data e nisjes eshte obligative!'). */
export const hasStart = (t: Pick<InstallationTimes, 'installationStart'>): boolean => parseTimestamp(t.installationStart) !== null;

export const hasEnd = (t: Pick<InstallationTimes, 'installationEnd'>): boolean => parseTimestamp(t.installationEnd) !== null;

/** If an end is given, both signatures are required ('Ju lutem jepni nenshkrimet e kerkuara!'). */
export const signedForEnd = (t: Pick<InstallationTimes, 'installationEnd'>, s: Signatures): boolean => !hasEnd(t) || (s.installerSignature && s.clientSignature);

/** An end is never before the start; either missing is no conflict. */
export function endAfterStart(t: InstallationTimes): boolean {
  const start = parseTimestamp(t.installationStart);
  const end = parseTimestamp(t.installationEnd);
  return start === null || end === null || end >= start;
}

export interface InstallationRefusal {
  message: string;
  field: keyof InstallationTimes | 'installerSignature' | 'clientSignature';
}

/** The first rule a save breaks, in the order the form shows them, or null. */
export function checkInstallation(t: InstallationTimes, s: Signatures): InstallationRefusal | null {
  if (!hasStart(t)) return { message: INSTALLATION_MSG.startRequired, field: 'installationStart' };
  if (!signedForEnd(t, s)) return { message: INSTALLATION_MSG.signaturesRequired, field: s.installerSignature ? 'clientSignature' : 'installerSignature' };
  if (!endAfterStart(t)) return { message: PRODUCTION_MSG.endBeforeStart, field: 'installationEnd' };
  return null;
}

/** A save of the form (spec 001 §4): create when no installation exists for the transport, otherwise edit that one. */
export type SaveMode = { mode: 'create' } | { mode: 'edit'; id: string };

export function saveModeOf(transportId: string | null, installations: readonly { id: string; transportId: string | null }[]): SaveMode {
  const existing = transportId === null ? undefined : installations.find((i) => i.transportId === transportId);
  return existing ? { mode: 'edit', id: existing.id } : { mode: 'create' };
}

/**
 * The state of an installation (spec 001 §4, the transport's rule reused):
 * 1 not started (also: no installation yet), 2 started not ended, 3 both
 * set. The map colours its marker by it and the records list filters by it.
 */
export const INSTALLATION_STATE = TRANSPORT_STATE;
export type InstallationState = TransportState;

export const installationState = (i: InstallationTimes | null): InstallationState =>
  transportMarkerState(i === null ? null : { acceptanceDate: i.installationStart, arrivalDate: i.installationEnd });

/** Complete when both timestamps are set. */
export const isInstalled = (i: InstallationTimes | null): boolean => installationState(i) === INSTALLATION_STATE.complete;

/**
 * A project's marker on the installation map: 3 when it has installations
 * and all are complete, 2 when any is under way, else 1 (none yet, or none
 * started).
 */
export function projectMarkerState(installations: readonly InstallationTimes[]): InstallationState {
  const states = installations.map(installationState);
  if (states.length > 0 && states.every((s) => s === INSTALLATION_STATE.complete)) return INSTALLATION_STATE.complete;
  return states.some((s) => s !== INSTALLATION_STATE.notStarted) ? INSTALLATION_STATE.started : INSTALLATION_STATE.notStarted;
}

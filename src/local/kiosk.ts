import { KIOSK_HEADERS } from '../../domain/kiosk/endpoints.js';
import { kioskDbName } from './db.js';

/**
 * A kiosk's side of the device (issue 10): its credential, the worker acting
 * now, the workers it may let in offline and their runs of wrong PINs. In
 * localStorage beside the personal session: read synchronously by every
 * request's headers and by the route guards, and small (a few dozen workers).
 */

/** The device credential the server issued at enrolment, and what the kiosk serves. */
export interface KioskCredential {
  id: string;
  name: string;
  secret: string;
  companyCode: string;
  idleMinutes: number;
  departments: { id: string; name: string }[];
}

/** The worker acting at the kiosk, and the turn (worker session) their writes are made in. */
export interface KioskActor {
  userId: string;
  name: string;
  switchId: string;
  /** Whether the server checked the PIN (online) or the kiosk did (offline). */
  checkedBy: 'server' | 'device';
  responsibilities: { id: string; name: string }[];
  /** Last touch, for the idle hand-back; a reload after the idle time comes back to the worker list. */
  lastActiveAt: number;
}

/** Who an outbox entry made at a kiosk is sent as. */
export interface EntryActor {
  userId: string;
  name: string;
  switchId: string;
}

const KIOSK_KEY = 'zanati.kiosk';
const ACTOR_KEY = 'zanati.kiosk.actor';

function read<T>(key: string, valid: (value: Record<string, unknown>) => boolean): T | null {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && valid(value as Record<string, unknown>) ? (value as T) : null;
  } catch {
    return null;
  }
}

export function loadKiosk(): KioskCredential | null {
  if (typeof localStorage === 'undefined') return null;
  return read<KioskCredential>(KIOSK_KEY, (k) => typeof k.secret === 'string' && typeof k.id === 'string' && Array.isArray(k.departments));
}

export function saveKiosk(kiosk: KioskCredential): void {
  localStorage.setItem(KIOSK_KEY, JSON.stringify(kiosk));
}

/** A kiosk this device no longer is, whose database may still hold entries its workers queued. */
export interface EndedKiosk {
  name: string;
  database: string;
  endedAt: number;
}

const ENDED_KEY = 'zanati.kiosk.ended';

export function endedKiosks(): EndedKiosk[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(ENDED_KEY) ?? '[]');
    return Array.isArray(value) ? (value as EndedKiosk[]) : [];
  } catch {
    return [];
  }
}

export function forgetEndedKiosk(database: string): void {
  localStorage.setItem(ENDED_KEY, JSON.stringify(endedKiosks().filter((k) => k.database !== database)));
}

/**
 * The device is no kiosk any more (revoked): credential and acting worker go;
 * its database and queued entries stay, remembered for an admin who signs in
 * here to see (src/modules/outbox/EndedKioskEntries.tsx).
 */
export function clearKiosk(): void {
  const kiosk = loadKiosk();
  if (kiosk) {
    const database = kioskDbName(kiosk);
    localStorage.setItem(ENDED_KEY, JSON.stringify([...endedKiosks().filter((k) => k.database !== database), { name: kiosk.name, database, endedAt: Date.now() }]));
  }
  localStorage.removeItem(KIOSK_KEY);
  localStorage.removeItem(ACTOR_KEY);
  localStorage.removeItem(HEARD_KEY);
}

export function loadActor(): KioskActor | null {
  if (typeof localStorage === 'undefined' || !loadKiosk()) return null;
  return read<KioskActor>(ACTOR_KEY, (a) => typeof a.userId === 'string' && typeof a.switchId === 'string');
}

export function saveActor(actor: KioskActor | null): void {
  if (actor) localStorage.setItem(ACTOR_KEY, JSON.stringify(actor));
  else localStorage.removeItem(ACTOR_KEY);
}

/** The acting worker an entry enqueued now carries; none off a kiosk. */
export function currentEntryActor(): EntryActor | undefined {
  const actor = loadActor();
  return actor ? { userId: actor.userId, name: actor.name, switchId: actor.switchId } : undefined;
}

let pendingCount = 0;

/** The kiosk's count of unsent entries, reported with its requests for the admin's list of kiosks. */
export function reportPending(count: number): void {
  pendingCount = count;
}

/**
 * The credential headers of a request: a person's bearer token, or the
 * kiosk's with the acting worker and turn (`actor`: the entry's own for
 * queued writes, the worker acting now for reads). Null when the request
 * cannot be sent as it was made: an entry of a kiosk's worker on a device
 * that is no longer that kiosk.
 */
export function credentialHeaders(personalToken: string | undefined, actor: EntryActor | null | undefined): Record<string, string> | null {
  const kiosk = loadKiosk();
  if (!kiosk) {
    if (actor) return null;
    return personalToken ? { Authorization: `Bearer ${personalToken}` } : {};
  }
  const headers: Record<string, string> = { Authorization: `Bearer ${kiosk.secret}`, [KIOSK_HEADERS.pending]: String(pendingCount) };
  if (actor) {
    headers[KIOSK_HEADERS.worker] = actor.userId;
    headers[KIOSK_HEADERS.switchId] = actor.switchId;
  }
  return headers;
}

const HEARD_KEY = 'zanati.kiosk.heardAt';
let heardAt: number | null = null;

/**
 * The server answered (any status): a kiosk keeps the time, across reloads,
 * so that it opens no turn of its own while the server would still count it in
 * contact (domain/kiosk/turns.ts waitBeforeOwnCheck). Written at most once a second.
 */
export function noteHeard(now = Date.now()): void {
  if (heardAt !== null && now - heardAt < 1_000) return;
  heardAt = now;
  if (typeof localStorage !== 'undefined' && loadKiosk()) localStorage.setItem(HEARD_KEY, String(now));
}

/** When this kiosk last heard the server (as kept: to the second), or null. */
export function lastHeardAt(): number | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(HEARD_KEY);
  const at = stored === null ? NaN : Number(stored);
  return Number.isFinite(at) ? at : null;
}

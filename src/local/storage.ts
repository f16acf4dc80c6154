import Dexie from 'dexie';

/**
 * Failures of the device's storage itself — not of the data written. A full
 * disk, an evicted or broken database, a transaction the browser aborted.
 */
const STORAGE_FAILURES = new Set([
  'QuotaExceededError',
  'AbortError',
  'UnknownError',
  'InvalidStateError',
  'OpenFailedError',
  'DatabaseClosedError',
  'VersionError',
  'MissingAPIError',
]);

/**
 * The name of a local storage failure, or null for anything else. Dexie wraps
 * the browser's DOMException and keeps it as `inner`; the inner name wins, so
 * a full disk reads 'QuotaExceededError' however it surfaced (SYNC.md O12).
 */
export function storageErrorName(err: unknown): string | null {
  const inner = err instanceof Dexie.DexieError ? (err as { inner?: unknown }).inner : undefined;
  for (const candidate of [inner, err]) {
    if (candidate instanceof Error && STORAGE_FAILURES.has(candidate.name)) return candidate.name;
  }
  return null;
}

let persistenceAsked = false;

/**
 * Asks once per page load that the browser keep this origin's storage under
 * pressure; without it an evicted database would take the outbox with it.
 * The browser decides (Chromium grants installed apps); the answer changes nothing here.
 */
export async function requestPersistence(): Promise<void> {
  if (persistenceAsked) return;
  persistenceAsked = true;
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist || !storage.persisted) return;
  if (!(await storage.persisted())) await storage.persist();
}

import type { KioskAnswer, KioskWorker } from '../../../../domain/kiosk/answers.js';
import { laterLock, UNLOCKED, type PinLock } from '../../../../domain/kiosk/lockout.js';

/**
 * What the kiosk keeps to let workers in without the network: the last
 * worker list the server gave it (names, processes, verifiers and the
 * server's locks) and its own runs of wrong PINs. Refreshed whenever the
 * kiosk is online; gone with the kiosk's credential (it is no kiosk then).
 */
const WORKERS_KEY = 'zanati.kiosk.workers';
const LOCKS_KEY = 'zanati.kiosk.locks';

function readJson<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

export function cachedWorkers(kioskId: string): KioskAnswer | null {
  const cached = readJson<KioskAnswer>(WORKERS_KEY);
  return cached?.kiosk.id === kioskId ? cached : null;
}

export function cacheWorkers(answer: KioskAnswer): void {
  localStorage.setItem(WORKERS_KEY, JSON.stringify(answer));
}

/** One worker as the server now gave them (their PIN's verifier after a switch it checked), in the kept list. */
export function cacheWorker(worker: KioskWorker): void {
  const cached = readJson<KioskAnswer>(WORKERS_KEY);
  if (!cached) return;
  cacheWorkers({ ...cached, workers: cached.workers.map((w) => (w.id === worker.id ? worker : w)) });
}

/** The worker's run of wrong PINs as this device knows it: its own count, or the server's lock if that ends later. */
export function deviceLock(workerId: string, serverLock: PinLock = UNLOCKED): PinLock {
  const own = readJson<Record<string, PinLock>>(LOCKS_KEY)?.[workerId] ?? UNLOCKED;
  return laterLock(own, serverLock);
}

export function saveDeviceLock(workerId: string, lock: PinLock): void {
  const all = readJson<Record<string, PinLock>>(LOCKS_KEY) ?? {};
  all[workerId] = lock;
  localStorage.setItem(LOCKS_KEY, JSON.stringify(all));
}

export function forgetKioskCache(): void {
  localStorage.removeItem(WORKERS_KEY);
  localStorage.removeItem(LOCKS_KEY);
}

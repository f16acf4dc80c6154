/** Wrong PINs in a row before a worker's PIN is locked, on the device and on the server alike. */
export const PIN_MAX_TRIES = 5;
/** How long a locked PIN stays locked. */
export const PIN_LOCK_MS = 15 * 60_000;

/** A worker's run of wrong PINs: how many so far, and until when the PIN is locked. */
export interface PinLock {
  failures: number;
  lockedUntil: string | null;
}

export const UNLOCKED: PinLock = { failures: 0, lockedUntil: null };

/** Milliseconds the PIN stays locked from `now`; 0 when it is not locked. */
export function lockLeftMs(lock: PinLock, now: number): number {
  if (lock.lockedUntil === null) return 0;
  return Math.max(0, Date.parse(lock.lockedUntil) - now);
}

/**
 * The lock after one more wrong PIN: the fifth in a row locks it for
 * PIN_LOCK_MS and starts the count again, so after the lock ends five more
 * tries are needed to lock it again.
 */
export function afterWrongPin(lock: PinLock, now: number): PinLock {
  const failures = (lockLeftMs(lock, now) > 0 ? 0 : lock.failures) + 1;
  if (failures < PIN_MAX_TRIES) return { failures, lockedUntil: null };
  return { failures: 0, lockedUntil: new Date(now + PIN_LOCK_MS).toISOString() };
}

/** The later of two locks' ends: a lock the server knows of holds on the device too. */
export function laterLock(a: PinLock, b: PinLock): PinLock {
  if (a.lockedUntil === null) return b.lockedUntil === null ? { failures: Math.max(a.failures, b.failures), lockedUntil: null } : b;
  if (b.lockedUntil === null) return a;
  return a.lockedUntil >= b.lockedUntil ? a : b;
}

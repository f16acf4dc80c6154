import type { KioskWorker } from './answers.js';
import { afterWrongPin, lockLeftMs, UNLOCKED, type PinLock } from './lockout.js';
import { isVerifierCost, pinVerifier, sameVerifier } from './verifier.js';

export type OfflineCheck = { ok: true; lock: PinLock } | { ok: false; reason: 'locked' | 'wrong' | 'noPin'; lock: PinLock };

/**
 * A PIN checked on the kiosk without the network: against the worker's
 * verifier, counting wrong ones as the server does. `lock` is the worker's
 * run of wrong PINs as the device knows it (its own, or the server's if later).
 */
export async function checkPinOffline(worker: Pick<KioskWorker, 'pin'>, pin: string, lock: PinLock, now: number): Promise<OfflineCheck> {
  if (lockLeftMs(lock, now) > 0) return { ok: false, reason: 'locked', lock };
  if (!worker.pin || !isVerifierCost(worker.pin.cost)) return { ok: false, reason: 'noPin', lock };
  if (sameVerifier(await pinVerifier(pin, worker.pin.salt, worker.pin.cost), worker.pin.verifier)) return { ok: true, lock: UNLOCKED };
  const next = afterWrongPin(lock, now);
  return { ok: false, reason: lockLeftMs(next, now) > 0 ? 'locked' : 'wrong', lock: next };
}

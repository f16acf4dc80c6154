import type { KioskWorker, SwitchAnswer } from '../../../../domain/kiosk/answers.js';
import { KIOSK_ENDPOINTS } from '../../../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../../../domain/kiosk/messages.js';
import { lockLeftMs, UNLOCKED, type PinLock } from '../../../../domain/kiosk/lockout.js';
import { checkPinOffline } from '../../../../domain/kiosk/offlineCheck.js';
import { newId } from '../../../../domain/ids.js';
import { waitBeforeOwnCheck } from '../../../../domain/kiosk/turns.js';
import { api, lastHeardAt, type KioskActor } from '../../../local';
import { readAnswer } from '../../../app/session/apiAnswer';
import { cacheWorker, deviceLock, saveDeviceLock } from './workerCache';

/** How long the server gets to check a PIN before the kiosk checks it itself: a switch must stay under 2 s. */
const ONLINE_CHECK_MS = 1_500;

export type SwitchResult =
  | { ok: true; actor: KioskActor }
  /** `message` is the server's text (or the same text the kiosk says offline); `lockLeftMs` when the PIN is locked. */
  | { ok: false; message: string; lockLeftMs: number; noPin?: boolean };

const actorOf = (worker: KioskWorker, switchId: string, checkedBy: KioskActor['checkedBy'], now: number): KioskActor => ({
  userId: worker.id,
  name: worker.name,
  switchId,
  checkedBy,
  responsibilities: worker.responsibilities,
  lastActiveAt: now,
});

type Online = { kind: 'answer'; status: number; answer: SwitchAnswer | null; message: string; lock: PinLock | null } | { kind: 'unreachable' };

async function askServer(worker: KioskWorker, pin: string): Promise<Online> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return { kind: 'unreachable' };
  try {
    const response = await api.post(KIOSK_ENDPOINTS.switchIn.path, { json: { userId: worker.id, pin }, timeout: ONLINE_CHECK_MS });
    if (response.status >= 500) return { kind: 'unreachable' };
    if (response.ok) return { kind: 'answer', status: response.status, answer: await response.json<SwitchAnswer>(), message: '', lock: null };
    const lock = await response
      .clone()
      .json()
      .then((b) => (b as { lock?: PinLock }).lock ?? null)
      .catch(() => null);
    return { kind: 'answer', status: response.status, answer: null, message: (await readAnswer(response)).message, lock };
  } catch {
    return { kind: 'unreachable' };
  }
}

/**
 * A worker takes the kiosk with their PIN (issue 10). Online the server
 * checks it and opens the worker's turn; without an answer in time the kiosk
 * checks it against the worker's verifier and opens a turn of its own, which
 * the server records with the first write made in it — once the kiosk has gone
 * without the server long enough for the server to trust it (domain/kiosk/turns.ts). Wrong PINs count on
 * both sides: a lock either knows of holds here.
 */
export async function switchWorker(worker: KioskWorker, pin: string, now = Date.now()): Promise<SwitchResult> {
  const lock = deviceLock(worker.id, worker.lock);
  if (lockLeftMs(lock, now) > 0) return { ok: false, message: KIOSK_MSG.pinLocked, lockLeftMs: lockLeftMs(lock, now) };
  const online = await askServer(worker, pin);
  if (online.kind === 'answer') {
    if (online.answer) {
      saveDeviceLock(worker.id, UNLOCKED);
      // The server has now checked this worker's PIN here: from now on the kiosk holds their verifier.
      cacheWorker(online.answer.worker);
      return { ok: true, actor: actorOf(online.answer.worker, online.answer.switchId, 'server', now) };
    }
    if (online.lock) saveDeviceLock(worker.id, online.lock);
    return { ok: false, message: online.message, lockLeftMs: online.lock ? lockLeftMs(online.lock, now) : 0 };
  }
  if (!worker.hasPin) return { ok: false, message: KIOSK_MSG.wrongPin, lockLeftMs: 0, noPin: true };
  // The kiosk holds the verifiers only of workers the server has let in here (issue 35).
  if (!worker.pin) return { ok: false, message: KIOSK_MSG.firstSwitchOnline, lockLeftMs: 0 };
  // The server would still count the kiosk as in contact, and refuse a turn it opened itself.
  if (waitBeforeOwnCheck(lastHeardAt(), now) > 0) return { ok: false, message: KIOSK_MSG.waitForServer, lockLeftMs: 0 };
  const check = await checkPinOffline(worker, pin, lock, now);
  saveDeviceLock(worker.id, check.lock);
  if (check.ok) return { ok: true, actor: actorOf(worker, newId(now), 'device', now) };
  if (check.reason === 'noPin') return { ok: false, message: KIOSK_MSG.firstSwitchOnline, lockLeftMs: 0 };
  return { ok: false, message: check.reason === 'locked' ? KIOSK_MSG.pinLocked : KIOSK_MSG.wrongPin, lockLeftMs: lockLeftMs(check.lock, now) };
}

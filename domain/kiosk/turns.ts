import { timeOfId } from '../ids.js';
import { POKE_WAIT_MS } from '../sync.js';
import { PIN_LOCK_MS, type PinLock } from './lockout.js';

/**
 * When a worker's turn at a kiosk is one the server can trust (issue 35). The
 * server decides with these; the kiosk reads the same ones to hand back at the
 * bound and to open no turn of its own that the server would refuse.
 */

/**
 * The longest a turn stays open, however it was checked. Decision: a turn is
 * a few taps at the board; two hours covers the longest stretch a worker stays
 * at one kiosk, and bounds what a turn opened without the server lets a
 * stolen kiosk do. The kiosk hands back at it, and the server refuses a write
 * made later in that turn.
 */
export const TURN_MAX_MS = 2 * 60 * 60_000;

/** How far a kiosk's clock may be from the server's: its changes are dated by it. */
export const CLOCK_SKEW_MS = 60_000;

/**
 * An online kiosk is heard at least every POKE_WAIT_MS (its live refresh asks
 * again as soon as one answers): contacts closer than this are one stretch of
 * contact, and a turn the kiosk checks itself may only start outside one.
 */
export const CONTACT_LINK_MS = POKE_WAIT_MS + 5_000;

/** Why a write's turn is refused; the same text for each (KIOSK_MSG.turnRefused), the reason is for the tests and the log. */
export type TurnRefusal = 'undated' | 'future' | 'inContact' | 'notUsedHere' | 'locked' | 'beforeTurn' | 'expired' | 'ended';

/** A turn's start: the time in its UUIDv7 id (the device's clock for a turn it opened, the server's for one it checked). */
export const turnStart = (switchId: string): string | null => timeOfId(switchId);

/** Was the PIN locked at `at`? Only the lock the server holds now is known: an earlier one that ran out says nothing. */
export function lockedAt(lock: PinLock, at: string): boolean {
  if (lock.lockedUntil === null) return false;
  const until = Date.parse(lock.lockedUntil);
  const t = Date.parse(at);
  return t >= until - PIN_LOCK_MS && t < until;
}

/**
 * Whether a change made at `madeAt` (its Idempotency-Key's time) belongs to
 * this turn: not before it began, not past the bound, not after its end.
 */
export function madeInTurn(turn: { switchedAt: string; endedAt: string | null }, madeAt: string): TurnRefusal | null {
  const made = Date.parse(madeAt);
  const start = Date.parse(turn.switchedAt);
  if (made < start - CLOCK_SKEW_MS) return 'beforeTurn';
  if (made > start + TURN_MAX_MS + CLOCK_SKEW_MS) return 'expired';
  if (turn.endedAt !== null && made > Date.parse(turn.endedAt) + CLOCK_SKEW_MS) return 'ended';
  return null;
}

/** The kiosk hands a turn back once it has run this long. */
export function turnRunOut(switchId: string, now: number): boolean {
  const start = turnStart(switchId);
  return start !== null && now - Date.parse(start) >= TURN_MAX_MS;
}

/**
 * How long the kiosk must still go without hearing the server before it may
 * check a PIN itself: 0 once CONTACT_LINK_MS have passed since it last heard
 * it. Sooner, the server would count the kiosk as in contact and refuse the turn.
 */
export function waitBeforeOwnCheck(lastHeardAt: number | null, now: number): number {
  return lastHeardAt === null ? 0 : Math.max(0, lastHeardAt + CONTACT_LINK_MS - now);
}

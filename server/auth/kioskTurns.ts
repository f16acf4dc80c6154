import { CLOCK_SKEW_MS, CONTACT_LINK_MS, lockedAt, madeInTurn, turnStart, type TurnRefusal } from '../../domain/kiosk/turns.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { isId, newId, timeOfId } from '../../domain/ids.js';
import type { Db } from '../db/connect.js';
import { HttpError } from '../http/errors.js';

/** What the server knows of the kiosk a request came from: its current stretch of contact, and the count it last reported. */
export interface KioskContact {
  id: string;
  companyId: string;
  createdAt: string;
  lastSeenAt: string | null;
  contactSince: string | null;
  pendingCount: number;
}

/** How often the end of a kiosk's stretch of contact is written: its requests come every few seconds. */
const SEEN_EVERY_MS = 5_000;

/**
 * Records that the kiosk is heard now, with the pending count it reports for
 * the admin's list: the current stretch of contact goes on, or, when the
 * kiosk was not heard for CONTACT_LINK_MS, the stretch before is kept as
 * finished and a new one starts. Of requests arriving together only one moves
 * it (the update names the end it saw). Answers the kiosk as it is now.
 */
export async function heardFrom(db: Db, kiosk: KioskContact, reported: number | undefined, now: number): Promise<KioskContact> {
  const at = new Date(now).toISOString();
  const last = kiosk.lastSeenAt === null ? null : Date.parse(kiosk.lastSeenAt);
  const broke = last === null || now - last > CONTACT_LINK_MS;
  const pendingCount = reported ?? kiosk.pendingCount;
  // A kiosk's first request continues the contact of its enrolment: it cannot have been away before it had its credential.
  const since = last === null ? kiosk.createdAt : broke ? at : kiosk.contactSince;
  const after: KioskContact = { ...kiosk, lastSeenAt: at, contactSince: since, pendingCount };
  if (!broke && now - last < SEEN_EVERY_MS && pendingCount === kiosk.pendingCount) return after;
  const moved = await db
    .updateTable('kiosks')
    .set({ lastSeenAt: at, contactSince: after.contactSince, pendingCount })
    .where('id', '=', kiosk.id)
    .where((eb) => (kiosk.lastSeenAt === null ? eb('lastSeenAt', 'is', null) : eb('lastSeenAt', '=', kiosk.lastSeenAt)))
    .executeTakeFirst();
  if (broke && kiosk.lastSeenAt !== null && Number(moved.numUpdatedRows) > 0) {
    await db
      .insertInto('kioskContacts')
      .values({ id: newId(now), companyId: kiosk.companyId, kioskId: kiosk.id, fromAt: kiosk.contactSince ?? kiosk.createdAt, toAt: kiosk.lastSeenAt, createdAt: at, updatedAt: at })
      .execute();
  }
  return after;
}

const refuse = (reason: TurnRefusal) => new HttpError(403, KIOSK_MSG.turnRefused, undefined, { turnRefused: reason });

/** The time a write was made: its Idempotency-Key's (the outbox makes it when the change is made), or now. */
export function madeAtOf(key: string | undefined, now: string): string {
  return (key === undefined ? null : timeOfId(key)) ?? now;
}

interface TurnClaim {
  kiosk: KioskContact;
  userId: string;
  switchId: string;
  madeAt: string;
  /** The call ending the turn: a turn already ended is no reason to refuse it. */
  ending: boolean;
}

/**
 * The worker's turn a kiosk's write was made in, as the server can trust it
 * (issue 35). A turn the server opened (a PIN it checked) must be this
 * kiosk's and this worker's. An id it has not seen is a turn the kiosk says it
 * opened offline: accepted only if it began while the server had no contact
 * with the kiosk (after its last contact, before the next), not in the future,
 * for a worker whose PIN the server has checked at this kiosk before and who
 * was not locked out then. Either way the write must be made within the turn:
 * not before it, not past TURN_MAX_MS, not after its end.
 */
export async function trustedTurn(db: Db, claim: TurnClaim): Promise<void> {
  const { kiosk, userId, switchId, madeAt } = claim;
  if (!isId(switchId)) throw new HttpError(403, KIOSK_MSG.workerNeeded);
  const known = await db.selectFrom('kioskSwitches').select(['kioskId', 'userId', 'switchedAt', 'endedAt']).where('id', '=', switchId).executeTakeFirst();
  if (known) {
    if (known.kioskId !== kiosk.id || known.userId !== userId) throw new HttpError(403, KIOSK_MSG.workerNeeded);
    const refusal = madeInTurn(known, madeAt);
    if (refusal && !(claim.ending && refusal === 'ended')) throw refuse(refusal);
    return;
  }
  const switchedAt = turnStart(switchId);
  if (switchedAt === null) throw refuse('undated');
  const refusal = (await offlineTurnRefusal(db, claim, switchedAt)) ?? madeInTurn({ switchedAt, endedAt: null }, madeAt);
  if (refusal) throw refuse(refusal);
  const now = new Date().toISOString();
  await db
    .insertInto('kioskSwitches')
    .values({ id: switchId, companyId: kiosk.companyId, kioskId: kiosk.id, userId, checkedBy: 'device', switchedAt, endedAt: null, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Why a turn the kiosk opened itself at `switchedAt` cannot be one, or null when it can. */
async function offlineTurnRefusal(db: Db, { kiosk, userId }: TurnClaim, switchedAt: string): Promise<TurnRefusal | null> {
  if (Date.parse(switchedAt) > Date.now() + CLOCK_SKEW_MS) return 'future';
  if (switchedAt < kiosk.createdAt || inContact(kiosk, switchedAt)) return 'inContact';
  const [stretch, usedHere, pin] = await Promise.all([
    db.selectFrom('kioskContacts').select('id').where('kioskId', '=', kiosk.id).where('toAt', '>=', switchedAt).where('fromAt', '<=', switchedAt).executeTakeFirst(),
    db.selectFrom('kioskSwitches').select('id').where('kioskId', '=', kiosk.id).where('userId', '=', userId).where('checkedBy', '=', 'server').where('switchedAt', '<', switchedAt).executeTakeFirst(),
    db.selectFrom('userPins').select(['failures', 'lockedUntil']).where('companyId', '=', kiosk.companyId).where('userId', '=', userId).executeTakeFirst(),
  ]);
  if (stretch) return 'inContact';
  if (!usedHere || !pin) return 'notUsedHere';
  return lockedAt(pin, switchedAt) ? 'locked' : null;
}

/** Whether `at` lies in the kiosk's current stretch of contact. */
const inContact = (kiosk: KioskContact, at: string) => kiosk.lastSeenAt !== null && (kiosk.contactSince ?? kiosk.createdAt) <= at && at <= kiosk.lastSeenAt;

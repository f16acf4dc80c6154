import { randomBytes } from 'node:crypto';
import { lockLeftMs, PIN_LOCK_MS, PIN_MAX_TRIES, UNLOCKED, type PinLock } from '../../../domain/kiosk/lockout.js';
import { CURRENT_VERIFIER_COST, pinVerifier } from '../../../domain/kiosk/verifier.js';
import type { Db } from '../../db/connect.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { Writer } from '../../write/writer.js';

/**
 * Stores a user's PIN: the server's own slow hash (argon2id, as passwords),
 * and a verifier under a new salt that the user's kiosks hold to check it
 * offline (domain/kiosk/verifier.ts). A new PIN clears any lock.
 */
export async function setPin(w: Writer, userId: string, pin: string): Promise<void> {
  const [pinHash, kept] = await Promise.all([hashPassword(pin), freshVerifier(pin)]);
  const values = { pinHash, ...kept, ...UNLOCKED };
  const existing = await w.tx.selectFrom('userPins').select('id').where('companyId', '=', w.companyId).where('userId', '=', userId).executeTakeFirst();
  if (existing) await w.update('userPins', existing.id, values);
  else await w.insert('userPins', { userId, ...values });
}

/** A verifier of the PIN at the current cost, under a new salt. */
async function freshVerifier(pin: string) {
  const salt = randomBytes(16).toString('base64');
  return { salt, verifier: await pinVerifier(pin, salt), verifierCost: CURRENT_VERIFIER_COST };
}

export type PinCheck = { ok: true } | { ok: false; lock: PinLock; locked: boolean };

/**
 * Checks a typed PIN against the stored hash and keeps the count of wrong
 * ones in a row (domain/kiosk/lockout.ts). The try is counted before the
 * slow hash, in one statement that refuses it past the limit or while the PIN
 * is locked: counted after it, 30 parallel switches checked 27 wrong PINs
 * (issue 35). A right PIN brings an older verifier to the current cost. The try that fills the count locks the PIN, unless a right one
 * cleared the count meanwhile. Its own statements, outside any request
 * transaction: a refusal must still count.
 */
export async function checkPin(db: Db, companyId: string, userId: string, pin: string): Promise<PinCheck> {
  const row = await db.selectFrom('userPins').select(['id', 'pinHash', 'verifierCost']).where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  if (!row) return { ok: false, lock: UNLOCKED, locked: false };
  const now = Date.now();
  const at = new Date(now).toISOString();
  const claimed = await db
    .updateTable('userPins')
    .set((eb) => ({ failures: eb('failures', '+', 1), updatedAt: at }))
    .where('id', '=', row.id)
    .where('failures', '<', PIN_MAX_TRIES)
    .where((eb) => eb.or([eb('lockedUntil', 'is', null), eb('lockedUntil', '<=', at)]))
    .returning('failures')
    .executeTakeFirst();
  if (!claimed) return { ok: false, lock: await lockOf(db, row.id), locked: true };
  if (await verifyPassword(row.pinHash, pin)) {
    // The one moment the server holds the PIN: a verifier of an older cost is made again at the current one.
    const upgrade = Number(row.verifierCost) < CURRENT_VERIFIER_COST ? await freshVerifier(pin) : {};
    await db.updateTable('userPins').set({ ...UNLOCKED, ...upgrade }).where('id', '=', row.id).execute();
    return { ok: true };
  }
  if (Number(claimed.failures) >= PIN_MAX_TRIES) {
    const locked = { failures: 0, lockedUntil: new Date(now + PIN_LOCK_MS).toISOString(), updatedAt: at };
    await db.updateTable('userPins').set(locked).where('id', '=', row.id).where('failures', '>=', PIN_MAX_TRIES).execute();
  }
  const lock = await lockOf(db, row.id);
  return { ok: false, lock, locked: lockLeftMs(lock, now) > 0 };
}

async function lockOf(db: Db, id: string): Promise<PinLock> {
  return db.selectFrom('userPins').select(['failures', 'lockedUntil']).where('id', '=', id).executeTakeFirstOrThrow();
}

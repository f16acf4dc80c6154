import { randomBytes } from 'node:crypto';
import { afterWrongPin, lockLeftMs, UNLOCKED, type PinLock } from '../../../domain/kiosk/lockout.js';
import { pinVerifier } from '../../../domain/kiosk/verifier.js';
import type { Db } from '../../db/connect.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import type { Writer } from '../../write/writer.js';

/**
 * Stores a user's PIN: the server's own slow hash (argon2id, as passwords),
 * and a verifier under a new salt that the user's kiosks hold to check it
 * offline (domain/kiosk/verifier.ts). A new PIN clears any lock.
 */
export async function setPin(w: Writer, userId: string, pin: string): Promise<void> {
  const salt = randomBytes(16).toString('base64');
  const [pinHash, verifier] = await Promise.all([hashPassword(pin), pinVerifier(pin, salt)]);
  const values = { pinHash, salt, verifier, ...UNLOCKED };
  const existing = await w.tx.selectFrom('userPins').select('id').where('companyId', '=', w.companyId).where('userId', '=', userId).executeTakeFirst();
  if (existing) await w.update('userPins', existing.id, values);
  else await w.insert('userPins', { userId, ...values });
}

export type PinCheck = { ok: true } | { ok: false; lock: PinLock; locked: boolean };

/**
 * Checks a typed PIN against the stored hash and keeps the count of wrong
 * ones in a row (domain/kiosk/lockout.ts). Its own statement, outside any
 * request transaction: a refusal must still count.
 */
export async function checkPin(db: Db, companyId: string, userId: string, pin: string): Promise<PinCheck> {
  const row = await db.selectFrom('userPins').select(['id', 'pinHash', 'failures', 'lockedUntil']).where('companyId', '=', companyId).where('userId', '=', userId).executeTakeFirst();
  if (!row) return { ok: false, lock: UNLOCKED, locked: false };
  const now = Date.now();
  const lock = { failures: row.failures, lockedUntil: row.lockedUntil };
  if (lockLeftMs(lock, now) > 0) return { ok: false, lock, locked: true };
  if (await verifyPassword(row.pinHash, pin)) {
    if (row.failures !== 0 || row.lockedUntil !== null) await db.updateTable('userPins').set(UNLOCKED).where('id', '=', row.id).execute();
    return { ok: true };
  }
  const next = afterWrongPin(lock, now);
  await db.updateTable('userPins').set({ ...next, updatedAt: new Date(now).toISOString() }).where('id', '=', row.id).execute();
  return { ok: false, lock: next, locked: lockLeftMs(next, now) > 0 };
}

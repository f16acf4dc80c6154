import type { Db } from '../../db/connect.js';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { verifyPassword } from '../../auth/passwords.js';
import { HttpError } from '../../http/errors.js';

/** One username from one address at one company: what ten failures in a row lock out for fifteen minutes. */
export type ThrottleKey = { companyId: string; username: string; ip: string };

/**
 * Counts one password check for the key before it is made, in one statement,
 * and refuses it (429) when it is past the limit: ten checks in a row that did
 * not succeed, whether they have been answered yet or not. Counting after the
 * slow hash let 40 parallel guesses check 26 passwords (issue 35); counted
 * first, the eleventh is refused whatever the others are still doing. The
 * tenth sets the lock; a success clears the count (clearFailures); once the
 * lock has run out the count starts again. Sign-in and the kiosk PIN's
 * password share it: one limit for a user's password.
 */
async function claimPasswordCheck(db: Db, key: ThrottleKey): Promise<void> {
  const now = new Date().toISOString();
  const lockUntil = new Date(Date.now() + LOGIN_LOCK_MINUTES * 60_000).toISOString();
  const claimed = await db
    .insertInto('loginFailures')
    .values({ ...key, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflict((oc) =>
      oc.columns(['companyId', 'username', 'ip']).doUpdateSet((eb) => {
        const expired = eb.and([eb('loginFailures.lockedUntil', 'is not', null), eb('loginFailures.lockedUntil', '<=', now)]);
        const next = eb('loginFailures.failures', '+', 1);
        return {
          failures: eb.case().when(expired).then(1).else(next).end(),
          lockedUntil: eb
            .case()
            .when(expired)
            .then(eb.val<string | null>(null))
            .when(eb.and([eb(next, '>=', LOGIN_MAX_FAILURES), eb('loginFailures.lockedUntil', 'is', null)]))
            .then(lockUntil)
            .else(eb.ref('loginFailures.lockedUntil'))
            .end(),
          updatedAt: now,
        };
      }),
    )
    .returning(['failures'])
    .executeTakeFirstOrThrow();
  if (Number(claimed.failures) > LOGIN_MAX_FAILURES) throw new HttpError(429, MSG.tooManyLogins);
}

async function clearFailures(db: Db, key: ThrottleKey): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('companyId', '=', key.companyId)
    .where('username', '=', key.username)
    .where('ip', '=', key.ip)
    .execute();
}

/** A password checked under the key's limit: counted first (claimPasswordCheck), the count cleared when it is right. */
export async function checkPasswordThrottled(db: Db, key: ThrottleKey, passwordHash: string, password: string): Promise<boolean> {
  await claimPasswordCheck(db, key);
  const ok = await verifyPassword(passwordHash, password);
  if (ok) await clearFailures(db, key);
  return ok;
}

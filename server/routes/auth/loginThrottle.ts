import type { Db } from '../../db/connect.js';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { HttpError } from '../../http/errors.js';

type Key = { companyId: string; username: string; ip: string };

/** Ten consecutive failures for one username from one address lock it out for 15 minutes. */
export async function assertNotLocked(db: Db, key: Key): Promise<void> {
  const row = await db
    .selectFrom('loginFailures')
    .select('lockedUntil')
    .where('companyId', '=', key.companyId)
    .where('username', '=', key.username)
    .where('ip', '=', key.ip)
    .executeTakeFirst();
  if (row?.lockedUntil && row.lockedUntil > new Date().toISOString()) throw new HttpError(429, MSG.tooManyLogins);
}

export async function recordFailure(db: Db, key: Key): Promise<void> {
  const now = new Date();
  await db.transaction().execute(async (tx) => {
    const row = await tx
      .selectFrom('loginFailures')
      .select(['failures', 'lockedUntil'])
      .where('companyId', '=', key.companyId)
      .where('username', '=', key.username)
      .where('ip', '=', key.ip)
      .executeTakeFirst();
    // After a lock has run out the count starts again.
    const expired = row?.lockedUntil != null && row.lockedUntil <= now.toISOString();
    const failures = (row && !expired ? row.failures : 0) + 1;
    const lockedUntil =
      failures >= LOGIN_MAX_FAILURES ? new Date(now.getTime() + LOGIN_LOCK_MINUTES * 60_000).toISOString() : null;
    await tx
      .insertInto('loginFailures')
      .values({ ...key, failures, lockedUntil, updatedAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['companyId', 'username', 'ip']).doUpdateSet({ failures, lockedUntil, updatedAt: now.toISOString() }))
      .execute();
  });
}

export async function clearFailures(db: Db, key: Key): Promise<void> {
  await db
    .deleteFrom('loginFailures')
    .where('companyId', '=', key.companyId)
    .where('username', '=', key.username)
    .where('ip', '=', key.ip)
    .execute();
}

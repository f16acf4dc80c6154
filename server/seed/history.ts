import { createHash } from 'node:crypto';
import type { Db } from '../db/connect.js';
import { newId } from '../../domain/ids.js';
import { hashSecret, newSecret } from '../auth/tokens.js';
import { Clock } from './clock.js';
import type { Random } from './random.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';

/** An address from the documentation range (RFC 5737): never one a test or a real client signs in from. */
const OLD_FAILURE_IP = '192.0.2.10';

/**
 * What using the system leaves behind: ended sessions, a used password reset,
 * a failed sign-in, the audit trail of the clients' creation and a stored
 * idempotent answer. The token hashes are of secrets nobody kept, so none of
 * them can be used to sign in.
 */
export async function seedHistory(db: Db, rows: RowSet, clock: Clock, rng: Random, staff: Staff, users: Readonly<Record<string, string>>): Promise<void> {
  for (const userId of staff.all) {
    const createdAt = clock.at(-rng.int(2, 30), rng.real(7, 18));
    const remember = rng.chance(0.3) ? 1 : 0;
    rows.add('authTokens', {
      userId,
      tokenHash: hashSecret(newSecret()),
      remember,
      expiresAt: Clock.plusHours(createdAt, remember ? 24 * 30 : 12),
      revokedAt: rng.chance(0.5) ? Clock.plusHours(createdAt, 8) : null,
      createdAt,
    });
  }
  const resetAt = clock.at(-rng.int(20, 60), 10);
  rows.add('resetTokens', { userId: staff.office, tokenHash: hashSecret(newSecret()), expiresAt: Clock.plusHours(resetAt, 0.5), usedAt: Clock.plusHours(resetAt, 0.1), createdAt: resetAt });

  seedClientAudit(rows);

  const username = Object.keys(users).find((u) => users[u] === staff.observer)!;
  await db
    .insertInto('loginFailures')
    .values({ companyId: rows.companyId, username, ip: OLD_FAILURE_IP, failures: 2, lockedUntil: null, updatedAt: clock.at(-3, 9) })
    .execute();
  const body = JSON.stringify({ message: 'U ruajt me sukses!' });
  await db
    .insertInto('idempotencyKeys')
    .values({
      userId: staff.admin,
      key: newId(),
      companyId: rows.companyId,
      requestHash: createHash('sha256').update(`seed ${rows.companyId}`).digest('hex'),
      state: 'done',
      statusCode: 200,
      body,
      createdAt: clock.now,
      updatedAt: clock.now,
    })
    .execute();
}

/** The audit trail of the clients' creation, for the clients in `rows` (each batch of a large seed its own). */
export function seedClientAudit(rows: RowSet): void {
  for (const client of rows.rowsOf('clients')) {
    rows.add('auditLog', {
      userId: client.agentId,
      kioskId: null,
      kioskSwitchId: null,
      auditableType: 'clients',
      auditableId: client.id,
      event: 'created',
      oldValues: null,
      newValues: JSON.stringify(client),
      createdAt: client.createdAt,
    });
  }
}

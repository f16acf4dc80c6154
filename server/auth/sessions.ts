import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.js';
import { afterCommit } from '../db/groupCommit.js';
import type { Database } from '../db/schema.js';
import { raiseAuthVersion } from './authVersion.js';
import { reusableQuery } from '../db/reusableQuery.js';
import { permissionMap, type PermissionMap } from '../../domain/permissions.js';
import type { Auth } from '../http/access.js';
import { hashSecret, newSecret, REMEMBER_DAYS, SESSION_HOURS } from './tokens.js';
import { newId } from '../../domain/ids.js';

const CACHE_MS = 30_000;
/** How long a cached session is trusted before the user's auth_version is read again. */
export const RECHECK_MS = 1_000;

interface CachedSession {
  auth: Auth;
  /** The user's auth_version when this was loaded; any change to the user raises it. */
  version: number;
  expiresAt: string;
  until: number;
  checkedAt: number;
}

/**
 * Bearer tokens: stored hashed, expiring, revocable. Resolving is on every
 * request: a session is loaded once (token, user, permissions) and kept a
 * while. A change to the user's rights, a deletion, a password or a revoked
 * token raises the user's auth_version in the change's own transaction
 * (raiseAuthVersion):
 * - this process drops the user's cached sessions at once (forgetUser);
 * - on PostgreSQL the raise notifies every other process with the commit, and
 *   each drops them as it hears it; the change is answered once every
 *   listening process has (server/sync/fanOut.ts), so the caller's next
 *   request, wherever it lands, is refused;
 * - a process whose listener is reconnecting reads the version again at most
 *   RECHECK_MS after it last did, and reloads the session when it moved (and
 *   drops every cached session once it listens again).
 * Reading it on every request instead cost 5 % of the small-read throughput
 * on SQLite and 20 % on PostgreSQL (a round trip per request; BENCHMARKS.md).
 */
export class Sessions {
  private cache = new Map<string, CachedSession>();
  /**
   * Resolves once every other process has heard the notices committed so far
   * (server/sync/pgListener.ts, barrier), so a revoke is answered only when no
   * process still takes the session; at once with one process (SQLite).
   */
  private heardEverywhere: () => Promise<void> = () => Promise.resolve();
  /** Read often: compiled once (server/db/reusableQuery.ts). */
  private readonly versionQuery: (userId: string) => Promise<{ authVersion: number }[]>;

  constructor(private readonly db: Db) {
    this.versionQuery = reusableQuery(db, 1, (userId: string) => db.selectFrom('users').select('authVersion').where('id', '=', userId));
  }

  async resolve(token: string): Promise<Auth | null> {
    const tokenHash = hashSecret(token);
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const hit = this.cache.get(tokenHash);
    if (hit && hit.until > now && hit.expiresAt > nowIso) {
      if (now - hit.checkedAt < RECHECK_MS) return hit.auth;
      if ((await this.versionOf(hit.auth.userId)) === hit.version) {
        hit.checkedAt = now;
        return hit.auth;
      }
    }
    const loaded = await this.load(tokenHash, nowIso);
    if (!loaded) {
      this.cache.delete(tokenHash);
      return null;
    }
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(tokenHash, { ...loaded, until: now + CACHE_MS, checkedAt: now });
    return loaded.auth;
  }

  /**
   * After a change to the user committed here: its cached sessions are loaded
   * again on their next request, here and — once this resolves — on every
   * other process (their drop came with the commit's notice; see heardEverywhere).
   */
  async forgetUser(userId: string): Promise<void> {
    this.dropUser(userId);
    // In a batch the change commits with the batch: a session cached meanwhile from the old rows is dropped again then.
    await afterCommit(async () => {
      this.dropUser(userId);
      await this.heardEverywhere();
    });
  }

  /** The user changed (here, or another process said so): their cached sessions are loaded again on their next request. */
  dropUser(userId: string): void {
    for (const [tokenHash, cached] of this.cache) if (cached.auth.userId === userId) this.cache.delete(tokenHash);
  }

  shareWith(heardEverywhere: () => Promise<void>): void {
    this.heardEverywhere = heardEverywhere;
  }

  /** Notices of changes made by other processes may have been missed: every session is loaded again. */
  forgetAll(): void {
    this.cache.clear();
  }

  private async versionOf(userId: string): Promise<number | undefined> {
    return (await this.versionQuery(userId))[0]?.authVersion;
  }

  private async load(tokenHash: string, nowIso: string): Promise<Omit<CachedSession, 'until' | 'checkedAt'> | null> {
    const row = await this.db
      .selectFrom('authTokens as t')
      .innerJoin('users as u', 'u.id', 't.userId')
      .select(['t.userId', 't.companyId', 't.expiresAt', 'u.username', 'u.authVersion'])
      .where('t.tokenHash', '=', tokenHash)
      .where('t.revokedAt', 'is', null)
      .where('t.expiresAt', '>', nowIso)
      .where('u.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    const { authVersion, expiresAt, ...who } = row;
    return { auth: { ...who, permissions: await this.permissionsOf(row.userId), tokenHash }, version: authVersion, expiresAt };
  }

  async permissionsOf(userId: string) {
    return (await this.permissionsOfUsers([userId])).get(userId) ?? {};
  }

  /** Several users' permissions in one query (a kiosk's worker list). */
  async permissionsOfUsers(userIds: readonly string[]): Promise<Map<string, PermissionMap>> {
    if (userIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('userPermissions as up')
      .innerJoin('permissions as p', 'p.id', 'up.permissionId')
      .select(['up.userId', 'p.key'])
      .where('up.userId', 'in', userIds)
      .execute();
    const keys = new Map<string, string[]>();
    for (const row of rows) keys.set(row.userId, [...(keys.get(row.userId) ?? []), row.key]);
    return new Map([...keys].map(([userId, held]) => [userId, permissionMap(held)]));
  }

  async create(user: { id: string; companyId: string }, remember: boolean): Promise<string> {
    const token = newSecret();
    const now = new Date();
    const ttl = remember ? REMEMBER_DAYS * 24 * 3600_000 : SESSION_HOURS * 3600_000;
    await this.db
      .insertInto('authTokens')
      .values({
        id: newId(),
        companyId: user.companyId,
        userId: user.id,
        tokenHash: hashSecret(token),
        remember: remember ? 1 : 0,
        expiresAt: new Date(now.getTime() + ttl).toISOString(),
        revokedAt: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      })
      .execute();
    return token;
  }

  /** Logout: this session ends, here and on every other process at once (the user's version rises with it). */
  async revoke(auth: Pick<Auth, 'tokenHash' | 'userId'>): Promise<void> {
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (tx) => {
      await tx.updateTable('authTokens').set({ revokedAt: now, updatedAt: now }).where('tokenHash', '=', auth.tokenHash).execute();
      await raiseAuthVersion(tx, auth.userId);
    });
    this.cache.delete(auth.tokenHash);
    await this.heardEverywhere();
  }
}

/** After a password reset or change, or the user's deletion: every session of the user ends, in the caller's transaction. */
export async function endAllSessions(tx: Db | Transaction<Database>, userId: string): Promise<void> {
  const now = new Date().toISOString();
  await tx.updateTable('authTokens').set({ revokedAt: now, updatedAt: now }).where('userId', '=', userId).where('revokedAt', 'is', null).execute();
  await raiseAuthVersion(tx, userId);
}

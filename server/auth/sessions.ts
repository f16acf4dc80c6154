import type { Db } from '../db/connect.js';
import { permissionMap } from '../../domain/permissions.js';
import type { Auth } from '../http/access.js';
import { hashSecret, newSecret, REMEMBER_DAYS, SESSION_HOURS } from './tokens.js';
import { newId } from '../../domain/ids.js';

const CACHE_MS = 5_000;

/**
 * Bearer tokens: stored hashed, expiring, revocable. Resolving is on every
 * request, so results are cached for a few seconds; a revocation in this
 * process drops its entry at once.
 */
export class Sessions {
  private cache = new Map<string, { auth: Auth | null; until: number }>();

  constructor(private readonly db: Db) {}

  async resolve(token: string): Promise<Auth | null> {
    const tokenHash = hashSecret(token);
    const now = Date.now();
    const hit = this.cache.get(tokenHash);
    if (hit && hit.until > now) return hit.auth;
    const auth = await this.load(tokenHash, new Date(now).toISOString());
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(tokenHash, { auth, until: now + CACHE_MS });
    return auth;
  }

  private async load(tokenHash: string, nowIso: string): Promise<Auth | null> {
    const row = await this.db
      .selectFrom('authTokens as t')
      .innerJoin('users as u', 'u.id', 't.userId')
      .select(['t.userId', 't.companyId', 'u.username'])
      .where('t.tokenHash', '=', tokenHash)
      .where('t.revokedAt', 'is', null)
      .where('t.expiresAt', '>', nowIso)
      .where('u.deletedAt', 'is', null)
      .executeTakeFirst();
    if (!row) return null;
    return { ...row, permissions: await this.permissionsOf(row.userId), tokenHash };
  }

  async permissionsOf(userId: string) {
    const rows = await this.db
      .selectFrom('userPermissions as up')
      .innerJoin('permissions as p', 'p.id', 'up.permissionId')
      .select('p.key')
      .where('up.userId', '=', userId)
      .execute();
    return permissionMap(rows.map((r) => r.key));
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

  async revoke(tokenHash: string): Promise<void> {
    const now = new Date().toISOString();
    await this.db.updateTable('authTokens').set({ revokedAt: now, updatedAt: now }).where('tokenHash', '=', tokenHash).execute();
    this.cache.delete(tokenHash);
  }

  /** After a password reset or user deletion: every session of the user ends. */
  async revokeAllOf(userId: string): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .updateTable('authTokens')
      .set({ revokedAt: now, updatedAt: now })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null)
      .execute();
    this.cache.clear();
  }
}

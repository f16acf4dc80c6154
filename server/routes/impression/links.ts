import { isLinkToken, linkExpiry } from '../../../domain/impression/link.js';
import { hashSecret, newSecret } from '../../auth/tokens.js';
import type { Db } from '../../db/connect.js';
import type { Reader } from '../../entities/feedShape.js';
import { notFound } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';

/**
 * The client's rating links (domain/impression/link.ts). The token is 256
 * random bits (server/auth/tokens.ts newSecret) handed out once; only its
 * SHA-256 is stored, so a leaked table or audit log yields no usable link.
 * A token is looked up by its hash — as reset links are —, which tells a
 * timing observer nothing about any stored token; 256 bits leave nothing to
 * guess, so no rate limit is needed beyond that.
 */

/** What a valid link lets its holder act on: one project of one company. */
export interface ResolvedLink {
  id: string;
  companyId: string;
  projectId: string;
  clientId: string;
}

/**
 * The link a token names, if it still works: known, not revoked, not expired,
 * its project still the company's. Anything else is 404, whatever the reason,
 * so a caller learns nothing about which tokens exist.
 */
export async function resolveLink(db: Db, token: string, now = new Date().toISOString()): Promise<ResolvedLink> {
  if (!isLinkToken(token)) throw notFound();
  const row = await db
    .selectFrom('impressionLinks as l')
    .innerJoin('projects as p', (j) => j.onRef('p.id', '=', 'l.projectId').onRef('p.companyId', '=', 'l.companyId'))
    .select(['l.id', 'l.companyId', 'l.projectId', 'p.clientId'])
    .where('l.tokenHash', '=', hashSecret(token))
    .where('l.revokedAt', 'is', null)
    .where('l.expiresAt', '>', now)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** The project's links still working at `now`. */
export function activeLinks(db: Reader, companyId: string, projectId: string, now: string) {
  return db
    .selectFrom('impressionLinks')
    .select(['id', 'expiresAt'])
    .where('companyId', '=', companyId)
    .where('projectId', '=', projectId)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('expiresAt', 'desc')
    .execute();
}

/** Revokes every link of the project not revoked yet (an expired one too: it stays dead if the clock is turned back). */
export async function revokeLinks(w: Writer, projectId: string): Promise<void> {
  const open = await w.tx.selectFrom('impressionLinks').select('id').where('companyId', '=', w.companyId).where('projectId', '=', projectId).where('revokedAt', 'is', null).execute();
  for (const link of open) await w.update('impressionLinks', link.id, { revokedAt: w.now });
}

/** A new link of the project, the earlier ones revoked: one working link per project. Returns the token, never stored. */
export async function issueLink(w: Writer, target: { projectId: string; clientId: string }): Promise<{ token: string; expiresAt: string }> {
  await revokeLinks(w, target.projectId);
  const token = newSecret();
  const expiresAt = linkExpiry(w.now);
  await w.insert('impressionLinks', { projectId: target.projectId, clientId: target.clientId, tokenHash: hashSecret(token), expiresAt, revokedAt: null, createdBy: w.userId });
  return { token, expiresAt };
}

import type { FastifyRequest } from 'fastify';
import { KIOSK_ENDPOINTS, KIOSK_HEADERS } from '../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../domain/kiosk/messages.js';
import { KIOSK_READS, kioskPermissions } from '../../domain/kiosk/workers.js';
import { isId } from '../../domain/ids.js';
import type { Db } from '../db/connect.js';
import type { Auth, KioskContext } from '../http/access.js';
import { HttpError } from '../http/errors.js';
import type { Reader } from '../entities/feedShape.js';
import { heardFrom, madeAtOf, trustedTurn } from './kioskTurns.js';
import { hashSecret } from './tokens.js';
import type { Sessions } from './sessions.js';

/** The end of a turn is sent in the turn: a turn already ended does not refuse it. */
const ENDING_URL = `/api/v1/${KIOSK_ENDPOINTS.switchOut.path}`;

const headerOf = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The people of these departments: named on one of them (member or admin) or
 * holding one of its processes; only `onlyUserId` when given. Who may be a
 * kiosk's worker, before their permissions are looked at.
 */
export async function departmentPeople(db: Reader, companyId: string, departmentIds: readonly string[], onlyUserId?: string): Promise<string[]> {
  if (departmentIds.length === 0) return [];
  let named = db.selectFrom('userDepartments').select('userId').where('companyId', '=', companyId).where('departmentId', 'in', departmentIds);
  let worked = db
    .selectFrom('userResponsibilities as u')
    .innerJoin('responsibilities as r', 'r.id', 'u.responsibilityId')
    .select('u.userId')
    .where('u.companyId', '=', companyId)
    .where('r.departmentId', 'in', departmentIds);
  if (onlyUserId !== undefined) {
    named = named.where('userId', '=', onlyUserId);
    worked = worked.where('u.userId', '=', onlyUserId);
  }
  const [a, b] = await Promise.all([named.execute(), worked.execute()]);
  return [...new Set([...a, ...b].map((r) => r.userId))];
}

/**
 * Kiosk device credentials (issue 10): a bearer token starting `kiosk.`,
 * stored hashed, revocable. Alone it reads what production reads; a write
 * also names its acting worker, who must work in one of the kiosk's
 * departments and hold production themselves, and acts with no more than
 * that (domain/kiosk/workers.ts), never as an admin.
 */
export class KioskCredentials {
  constructor(
    private readonly db: Db,
    private readonly sessions: Sessions,
  ) {}

  /**
   * The kiosk a credential names, or a 401 that signs the device out (revoked,
   * unknown). A write acts as the worker its headers name; a read is the
   * kiosk's whoever acts (it reads what production reads), so a worker moved
   * out of the department since their switch never stops the kiosk's feed.
   */
  async resolve(token: string, req: FastifyRequest, write: boolean): Promise<Auth> {
    const tokenHash = hashSecret(token);
    const kiosk = await this.db
      .selectFrom('kiosks')
      .select(['id', 'companyId', 'name', 'departmentIds', 'createdAt', 'lastSeenAt', 'contactSince', 'pendingCount'])
      .where('secretHash', '=', tokenHash)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    if (!kiosk) throw new HttpError(401, KIOSK_MSG.kioskEnded, undefined, { kioskEnded: true });
    const reported = Number(headerOf(req, KIOSK_HEADERS.pending));
    const now = Date.now();
    const contact = await heardFrom(this.db, { ...kiosk, pendingCount: Number(kiosk.pendingCount) }, Number.isSafeInteger(reported) && reported >= 0 ? reported : undefined, now);
    const context: KioskContext = { id: kiosk.id, name: kiosk.name, departmentIds: JSON.parse(kiosk.departmentIds) as string[], switchId: null };
    const workerId = headerOf(req, KIOSK_HEADERS.worker);
    if (workerId === undefined || !write) {
      return { userId: kiosk.id, companyId: kiosk.companyId, username: kiosk.name, permissions: KIOSK_READS, tokenHash, kiosk: context };
    }
    const worker = await this.worker(kiosk.companyId, context, workerId);
    const switchId = headerOf(req, KIOSK_HEADERS.switchId);
    if (switchId === undefined) throw new HttpError(403, KIOSK_MSG.workerNeeded);
    const madeAt = madeAtOf(headerOf(req, 'idempotency-key'), new Date(now).toISOString());
    await trustedTurn(this.db, { kiosk: contact, userId: worker.id, switchId, madeAt, ending: req.routeOptions.url === ENDING_URL });
    return { userId: worker.id, companyId: kiosk.companyId, username: worker.username, permissions: worker.permissions, tokenHash, kiosk: { ...context, switchId } };
  }

  /** A worker who may act at this kiosk, or a 403: not of its departments, no production, deleted, unknown. */
  async worker(companyId: string, kiosk: Pick<KioskContext, 'departmentIds'>, userId: string) {
    const refused = new HttpError(403, KIOSK_MSG.notKioskWorker);
    if (!isId(userId)) throw refused;
    const user = await this.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('companyId', '=', companyId)
      .where('id', '=', userId)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!user) throw refused;
    const [people, own] = await Promise.all([departmentPeople(this.db, companyId, kiosk.departmentIds, user.id), this.sessions.permissionsOf(user.id)]);
    const permissions = kioskPermissions(own);
    if (!permissions || people.length === 0) throw refused;
    return { ...user, permissions };
  }
}

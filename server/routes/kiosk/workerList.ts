import type { KioskWorker } from '../../../domain/kiosk/answers.js';
import { kioskPermissions } from '../../../domain/kiosk/workers.js';
import type { Reader } from '../../entities/feedShape.js';
import type { Sessions } from '../../auth/sessions.js';
import { departmentPeople } from '../../auth/kioskCredentials.js';

/**
 * The workers who may act at a kiosk of these departments: named on one of
 * them or holding one of its processes, with production of their own, not
 * deleted. Each with the verifier their kiosks hold, never a PIN or its hash.
 */
export async function kioskWorkers(db: Reader, sessions: Sessions, companyId: string, departmentIds: readonly string[], onlyUserId?: string): Promise<KioskWorker[]> {
  const ids = await departmentPeople(db, companyId, departmentIds, onlyUserId);
  if (ids.length === 0) return [];
  const [users, pins, responsibilities, permissions] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'avatarFileId'])
      .where('companyId', '=', companyId)
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null)
      .orderBy('firstname')
      .orderBy('lastname')
      .execute(),
    db.selectFrom('userPins').select(['userId', 'salt', 'verifier', 'failures', 'lockedUntil']).where('companyId', '=', companyId).where('userId', 'in', ids).execute(),
    db
      .selectFrom('userResponsibilities as u')
      .innerJoin('responsibilities as r', 'r.id', 'u.responsibilityId')
      .select(['u.userId', 'r.id', 'r.name'])
      .where('u.companyId', '=', companyId)
      .where('u.userId', 'in', ids)
      .orderBy('r.name')
      .execute(),
    sessions.permissionsOfUsers(ids),
  ]);
  const pinOf = new Map(pins.map((p) => [p.userId, p]));
  const workers: KioskWorker[] = [];
  for (const user of users) {
    if (!kioskPermissions(permissions.get(user.id) ?? {})) continue;
    const pin = pinOf.get(user.id);
    workers.push({
      id: user.id,
      name: `${user.firstname} ${user.lastname}`.trim(),
      avatar: user.avatarFileId,
      responsibilities: responsibilities.filter((r) => r.userId === user.id).map(({ id, name }) => ({ id, name })),
      pin: pin ? { salt: pin.salt, verifier: pin.verifier } : null,
      lock: { failures: pin?.failures ?? 0, lockedUntil: pin?.lockedUntil ?? null },
    });
  }
  return workers;
}

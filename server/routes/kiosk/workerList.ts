import type { KioskWorker } from '../../../domain/kiosk/answers.js';
import { kioskPermissions } from '../../../domain/kiosk/workers.js';
import type { Reader } from '../../entities/feedShape.js';
import type { Sessions } from '../../auth/sessions.js';
import { departmentPeople } from '../../auth/kioskCredentials.js';

/** The kiosk asking, by its id and departments. */
export interface KioskOf {
  id: string;
  departmentIds: readonly string[];
}

/**
 * The workers who may act at this kiosk: named on one of its departments or
 * holding one of their processes, with production of their own, not deleted.
 * Each with the verifier the kiosk needs to let them in offline (never a PIN
 * or its hash), and only once the server has checked their PIN at this kiosk:
 * a stolen kiosk gives away the verifiers of those who work at it, no others
 * (issue 35).
 */
export async function kioskWorkers(db: Reader, sessions: Sessions, companyId: string, kiosk: KioskOf, onlyUserId?: string): Promise<KioskWorker[]> {
  const ids = await departmentPeople(db, companyId, kiosk.departmentIds, onlyUserId);
  if (ids.length === 0) return [];
  const [users, pins, responsibilities, permissions, usedHere] = await Promise.all([
    db
      .selectFrom('users')
      .select(['id', 'firstname', 'lastname', 'avatarFileId'])
      .where('companyId', '=', companyId)
      .where('id', 'in', ids)
      .where('deletedAt', 'is', null)
      .orderBy('firstname')
      .orderBy('lastname')
      .execute(),
    db.selectFrom('userPins').select(['userId', 'salt', 'verifier', 'verifierCost', 'failures', 'lockedUntil']).where('companyId', '=', companyId).where('userId', 'in', ids).execute(),
    db
      .selectFrom('userResponsibilities as u')
      .innerJoin('responsibilities as r', 'r.id', 'u.responsibilityId')
      .select(['u.userId', 'r.id', 'r.name'])
      .where('u.companyId', '=', companyId)
      .where('u.userId', 'in', ids)
      .orderBy('r.name')
      .execute(),
    sessions.permissionsOfUsers(ids),
    workedHere(db, kiosk.id, ids),
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
      hasPin: pin !== undefined,
      pin: pin && usedHere.has(user.id) ? kioskPin(pin) : null,
      lock: { failures: pin?.failures ?? 0, lockedUntil: pin?.lockedUntil ?? null },
    });
  }
  return workers;
}

/** What the kiosk holds of a PIN: its verifier and how it was made. */
export const kioskPin = (pin: { salt: string; verifier: string; verifierCost: number }): NonNullable<KioskWorker['pin']> => ({
  salt: pin.salt,
  verifier: pin.verifier,
  cost: Number(pin.verifierCost),
});

/** Of these users, those whose PIN the server has checked at this kiosk. */
export async function workedHere(db: Reader, kioskId: string, userIds: readonly string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom('kioskSwitches')
    .select('userId')
    .distinct()
    .where('kioskId', '=', kioskId)
    .where('checkedBy', '=', 'server')
    .where('userId', 'in', userIds)
    .execute();
  return new Set(rows.map((r) => r.userId));
}

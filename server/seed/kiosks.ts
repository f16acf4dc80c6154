import { randomBytes } from 'node:crypto';
import { CURRENT_VERIFIER_COST, pinVerifier } from '../../domain/kiosk/verifier.js';
import { hashPassword } from '../auth/passwords.js';
import { hashSecret, newSecret } from '../auth/tokens.js';
import { Clock } from './clock.js';
import type { RowSet } from './rowSet.js';
import type { Staff } from './staff.js';

/** The demo workers' kiosk PIN (README): the shop floor's people switch in with it. */
export const DEMO_PIN = '2468';

/**
 * The shop floor's kiosk history: PINs for the workshop's worker and its
 * admin, and a kiosk that served the workshop until it was revoked, with one
 * worker's turn on it and a night it was switched off. Its credential is a secret nobody kept: enrol a device
 * to try the kiosk.
 */
export async function seedKiosks(rows: RowSet, clock: Clock, staff: Staff, workshopId: string): Promise<void> {
  const createdAt = clock.at(-20, 7);
  const pinHash = await hashPassword(DEMO_PIN);
  for (const userId of new Set([staff.worker, staff.deptadmin])) {
    const salt = randomBytes(16).toString('base64');
    rows.add('userPins', { userId, pinHash, salt, verifier: await pinVerifier(DEMO_PIN, salt), verifierCost: CURRENT_VERIFIER_COST, failures: 0, lockedUntil: null, createdAt });
  }
  const revokedAt = clock.at(-3, 16);
  const kioskId = rows.add('kiosks', {
    name: 'Kioska e vjeter',
    departmentIds: JSON.stringify([workshopId]),
    idleMinutes: 2,
    secretHash: hashSecret(newSecret()),
    createdBy: staff.deptadmin,
    lastSeenAt: revokedAt,
    contactSince: clock.at(-4, 7),
    pendingCount: 0,
    revokedAt,
    createdAt,
  });
  // Switched off over one night: the stretch of contact before it is kept (server/auth/kioskTurns.ts).
  rows.add('kioskContacts', { kioskId, fromAt: createdAt, toAt: clock.at(-5, 17), createdAt: clock.at(-4, 7) });
  const switchedAt = clock.at(-4, 8);
  rows.add('kioskSwitches', { kioskId, userId: staff.worker, checkedBy: 'server', switchedAt, endedAt: Clock.plusHours(switchedAt, 0.5), createdAt: switchedAt });
}

import { clearSession, loadActor, loadKiosk, saveActor, saveKiosk, type KioskActor, type KioskCredential } from '../../local';
import { reloadSession } from './sessionStore';

/**
 * The kiosk's moments as the shell sees them (issue 10): the device becomes
 * a kiosk, a worker switches in, hands back, or the kiosk ends. Each stores
 * what changed and tells every screen reading the session.
 */

/** The personal session ends here: from now on the device signs in as the kiosk. */
export function enterKiosk(credential: KioskCredential): void {
  clearSession();
  saveKiosk(credential);
  saveActor(null);
  reloadSession();
}

export function switchIn(actor: KioskActor): void {
  saveActor(actor);
  reloadSession();
}

/** Back to the worker list; whatever the worker queued stays queued, theirs. */
export function handBack(): void {
  saveActor(null);
  reloadSession();
}

/** The worker is still at it: the idle hand-back counts from now. */
export function touchActor(now = Date.now()): void {
  const actor = loadActor();
  if (actor && now - actor.lastActiveAt > 1_000) saveActor({ ...actor, lastActiveAt: now });
}

export const isKiosk = (): boolean => loadKiosk() !== null;

/**
 * What a kiosk may open: production's status board while a worker acts, and
 * its own pending changes; everything else leads back to the worker list.
 */
export function kioskMayOpen(pathname: string, acting: boolean): boolean {
  if (pathname === '/dashboard/outbox') return true;
  return acting && pathname.startsWith('/dashboard/production/create');
}

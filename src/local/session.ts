import type { PermissionMap } from '../../domain/permissions.js';
import { KIOSK_READS } from '../../domain/kiosk/workers.js';
import { loadActor, loadKiosk, type KioskActor, type KioskCredential } from './kiosk.js';

/** The signed-in user as the login answer described them (spec 000 §4: token, username, user id, permissions). */
export interface Session {
  token: string;
  userId: string;
  username: string;
  companyCode: string;
  permissions: PermissionMap;
  adminDepartments: { value: string; label: string; isAdmin: boolean }[];
  responsibilities: { id: string; name: string }[];
  /** Set on a kiosk: the session is the kiosk's, acting as its worker when one is switched in (issue 10). */
  kiosk?: { credential: KioskCredential; actor: KioskActor | null };
}

/**
 * A kiosk's session: its credential, production's reads, and the acting
 * worker's id and processes. Its permissions stay the same whoever acts, so
 * the mirror's scope (and the database) never change with a switch; the
 * worker is never a department's admin here.
 */
function kioskSession(credential: KioskCredential, actor: KioskActor | null): Session {
  return {
    token: credential.secret,
    userId: actor?.userId ?? credential.id,
    username: actor?.name ?? credential.name,
    companyCode: credential.companyCode,
    permissions: KIOSK_READS,
    adminDepartments: [],
    responsibilities: actor?.responsibilities ?? [],
    kiosk: { credential, actor },
  };
}

const SESSION_KEY = 'zanati.session';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (
    typeof s.token === 'string' &&
    typeof s.userId === 'string' &&
    typeof s.username === 'string' &&
    typeof s.companyCode === 'string' &&
    typeof s.permissions === 'object' &&
    s.permissions !== null &&
    Array.isArray(s.adminDepartments) &&
    Array.isArray(s.responsibilities)
  );
}

/** The stored session, or null when there is none or it is unreadable (then the user signs in again). */
export function loadSession(): Session | null {
  const kiosk = loadKiosk();
  if (kiosk) return kioskSession(kiosk, loadActor());
  const text = localStorage.getItem(SESSION_KEY);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isSession(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveSession(s: Session): void {
  localStorage.setItem(SESSION_KEY, JSON.stringify(s));
}

/** Logout: token, username, user id and permissions go together (the navbar state is the shell's). */
export function clearSession(): void {
  localStorage.removeItem(SESSION_KEY);
}

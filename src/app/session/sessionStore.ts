import { useSyncExternalStore } from 'react';
import { clearKiosk, clearSession, loadSession, saveSession, type Session } from '../../local';

/**
 * The signed-in session as React sees it. The local layer owns where it is
 * stored; this store keeps one parsed copy so every component and every route
 * guard reads the same object, and tells subscribers when it changes (sign-in,
 * token refresh, sign-out here or in another tab).
 */
let current: Session | null | undefined;
/** Why the last session ended: an expired one sends the user back where they were after signing in again. */
let endedBecause: 'logout' | 'expired' = 'logout';
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function currentSession(): Session | null {
  if (current === undefined) current = loadSession();
  return current;
}

export function startSession(session: Session): void {
  saveSession(session);
  current = session;
  emit();
}

/** Clears token, username, user id and permissions (a kiosk: its credential); the device's local database (and its outbox) stays. */
export function endSession(reason: 'logout' | 'expired' = 'logout'): void {
  clearSession();
  clearKiosk();
  endedBecause = reason;
  current = null;
  emit();
}

/** Reads the stored session again and tells subscribers: a kiosk's worker switched in or out, a device became a kiosk or stopped being one. */
export function reloadSession(reason: 'logout' | 'expired' = 'logout'): void {
  current = loadSession();
  if (!current) endedBecause = reason;
  emit();
}

export function sessionEndReason(): 'logout' | 'expired' {
  return endedBecause;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the stored session under us.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', () => {
    endedBecause = 'logout';
    current = loadSession();
    emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, currentSession);
}

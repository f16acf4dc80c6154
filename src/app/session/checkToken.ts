import type { Session } from '../../local';
import { api } from '../../local';
import { KIOSK_ENDPOINTS } from '../../../domain/kiosk/endpoints.js';

export type TokenCheck = { kind: 'valid'; session: Session } | { kind: 'invalid' } | { kind: 'unknown' };

interface AuthenticatedAnswer {
  user: { id: string; username: string };
  permissions: Session['permissions'];
  adminDepartments: Session['adminDepartments'];
  responsibilities: Session['responsibilities'];
}

/**
 * GET authenticated (spec 000 §7). 401 means the token is gone for good; no
 * answer (offline, server down) proves nothing, so the session is kept — a user
 * who signed in on this device keeps working offline. A valid answer brings the
 * permissions as they are now.
 */
export async function checkToken(session: Session): Promise<TokenCheck> {
  try {
    // A kiosk has no account to describe: its own call tells whether its credential still stands.
    if (session.kiosk) {
      const response = await api.get(KIOSK_ENDPOINTS.workers.path);
      if (response.status === 401) return { kind: 'invalid' };
      return response.ok ? { kind: 'valid', session } : { kind: 'unknown' };
    }
    const response = await api.get('authenticated');
    if (response.status === 401) return { kind: 'invalid' };
    if (!response.ok) return { kind: 'unknown' };
    const answer = await response.json<AuthenticatedAnswer>();
    return {
      kind: 'valid',
      session: {
        ...session,
        userId: answer.user.id,
        username: answer.user.username,
        permissions: answer.permissions,
        adminDepartments: answer.adminDepartments,
        responsibilities: answer.responsibilities,
      },
    };
  } catch {
    return { kind: 'unknown' };
  }
}

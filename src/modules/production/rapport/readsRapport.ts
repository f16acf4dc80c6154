import { isAdmin } from '../../../../domain/permissions.js';
import { rapportScope } from '../../../../domain/production/rapport.js';
import type { Session } from '../../../local';

/** Whether the signed-in user reads the rapport (rapport.ts rapportScope: full privileges or a department's admin, never a kiosk). */
export const readsRapport = (session: Session): boolean =>
  rapportScope({ fullPrivileges: isAdmin(session.permissions), kiosk: session.kiosk !== undefined, administers: new Set(session.adminDepartments.map((d) => d.value)) }, undefined) !== 'refused';

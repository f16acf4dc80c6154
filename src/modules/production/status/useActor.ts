import { useMemo } from 'react';
import { isAdmin } from '../../../../domain/permissions.js';
import { adminModeOf, type Actor } from '../../../../domain/production/rules.js';
import { useSignedInSession } from '../../../app/session/useSignedInSession';

/** The signed-in user as the status rules see them, for a process of `departmentId`, with the board's Admin switch. */
export function useActorOf(): (adminSwitch: boolean, departmentId: string | null) => Actor {
  const session = useSignedInSession();
  return useMemo(() => {
    const responsibilityIds = new Set(session.responsibilities.map((r) => r.id));
    const user = { fullPrivileges: isAdmin(session.permissions), adminDepartmentIds: new Set(session.adminDepartments.map((d) => d.value)) };
    return (adminSwitch, departmentId) => ({ userId: session.userId, responsibilityIds, adminMode: adminModeOf(user, adminSwitch, departmentId) });
  }, [session]);
}

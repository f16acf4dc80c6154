import { useLiveQuery } from 'dexie-react-hooks';
import { mayDeleteBlueprints } from '../../../domain/production/blueprintDelete.js';
import { isAdmin } from '../../../domain/permissions.js';
import { useLocalDb } from '../../local';
import { useSignedInSession } from '../session/useSignedInSession';

/** Whether this user may delete blueprints (the server's rule, read from the mirror's production settings and the user's departments). */
export function useMayDeleteBlueprints(): boolean {
  const db = useLocalDb();
  const session = useSignedInSession();
  const fullPrivileges = isAdmin(session.permissions);
  return (
    useLiveQuery(async () => {
      if (fullPrivileges) return true;
      const [settings, responsibilities] = await Promise.all([db.productionSettings.toArray(), db.responsibilities.bulkGet(session.responsibilities.map((r) => r.id))]);
      const departmentIds = new Set([...responsibilities.flatMap((r) => (r?.departmentId ? [r.departmentId] : [])), ...session.adminDepartments.map((d) => d.value)]);
      return mayDeleteBlueprints({ fullPrivileges, departmentIds }, settings[0]);
    }, [db, session, fullPrivileges]) ?? fullPrivileges
  );
}

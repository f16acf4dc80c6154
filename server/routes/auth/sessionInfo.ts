import type { Db } from '../../db/connect.js';
import type { Sessions } from '../../auth/sessions.js';

/** What the shell needs after sign-in and on every token check. */
export async function sessionInfo(db: Db, sessions: Sessions, user: { id: string; username: string }) {
  const [permissions, departments, responsibilities] = await Promise.all([
    sessions.permissionsOf(user.id),
    db
      .selectFrom('userDepartments as ud')
      .innerJoin('departments as d', 'd.id', 'ud.departmentId')
      .select(['d.id as value', 'd.name as label', 'ud.isAdmin'])
      .where('ud.userId', '=', user.id)
      .orderBy('d.name')
      .execute(),
    db
      .selectFrom('userResponsibilities as ur')
      .innerJoin('responsibilities as r', 'r.id', 'ur.responsibilityId')
      .select(['r.id', 'r.name'])
      .where('ur.userId', '=', user.id)
      .orderBy('r.name')
      .execute(),
  ]);
  return {
    user: { id: user.id, username: user.username },
    permissions,
    adminDepartments: departments.filter((d) => d.isAdmin === 1).map(({ value, label }) => ({ value, label, isAdmin: true })),
    departments: departments.map((d) => ({ value: d.value, label: d.label, isAdmin: d.isAdmin === 1 })),
    responsibilities,
  };
}

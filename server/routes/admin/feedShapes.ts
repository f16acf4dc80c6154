import type { RowOf } from '../../../domain/entities.js';
import { assigneeModulesOf } from '../../../domain/permissions.js';
import { feedColumns, groupBy, ofCompany, type EntityShape, type FeedColumns } from '../../entities/feedShape.js';

/** A lookup whose processes are kept in order (materials, article types). */
export function withOrderedProcesses(
  table: 'materials' | 'articleTypes',
  link: 'materialResponsibilities' | 'articleTypeResponsibilities',
  parentKey: 'materialId' | 'articleTypeId',
): EntityShape<RowOf<'materials' | 'articleTypes'>> {
  return {
    table,
    async load(db, companyId, ids) {
      if (ids.length === 0) return [];
      const rows = ofCompany(await db.selectFrom(table).selectAll().where('id', 'in', ids).execute(), companyId);
      const links = await db
        .selectFrom(link)
        .select([parentKey, 'responsibilityId'])
        .where(parentKey as 'materialId', 'in', ids)
        .orderBy('position')
        .execute();
      const byParent = groupBy(links as { responsibilityId: string }[], (l) => (l as Record<string, string>)[parentKey]!);
      return rows.map((r) => ({
        ...(feedColumns(table, r) as FeedColumns<typeof table>),
        responsibilities: (byParent.get(r.id) ?? []).map((l) => l.responsibilityId),
      }));
    },
  };
}

export const userShape: EntityShape<RowOf<'users'>> = {
  table: 'users',
  async load(db, companyId, ids) {
    if (ids.length === 0) return [];
    const rows = await db
      .selectFrom('users')
      .select(['id', 'username', 'firstname', 'lastname', 'email', 'avatarFileId', 'deletedAt', 'createdAt', 'updatedAt'])
      .where('companyId', '=', companyId)
      .where('id', 'in', ids)
      .execute();
    const [perms, resps, depts] = await Promise.all([
      db.selectFrom('userPermissions').select(['userId', 'permissionId']).where('userId', 'in', ids).orderBy('permissionId').execute(),
      db.selectFrom('userResponsibilities').select(['userId', 'responsibilityId']).where('userId', 'in', ids).execute(),
      db.selectFrom('userDepartments').select(['userId', 'departmentId', 'isAdmin']).where('userId', 'in', ids).execute(),
    ]);
    const permsBy = groupBy(perms, (p) => p.userId);
    const respsBy = groupBy(resps, (r) => r.userId);
    const deptsBy = groupBy(depts, (d) => d.userId);
    return rows.map(
      (u): RowOf<'users'> => ({
        ...u,
        permissions: (permsBy.get(u.id) ?? []).map((p) => p.permissionId),
        assignable: assigneeModulesOf((permsBy.get(u.id) ?? []).map((p) => p.permissionId)),
        responsibilities: (respsBy.get(u.id) ?? []).map((r) => r.responsibilityId),
        departments: (deptsBy.get(u.id) ?? []).map((d) => ({ departmentId: d.departmentId, isAdmin: d.isAdmin })),
      }),
    );
  },
};


import type { EntityName } from '../../domain/entities.js';
import { feedColumns, groupBy, ofCompany, plainShape, type EntityShape, type FeedRow, type ShapeRegistry } from './feedShape.js';
import { loadClients } from '../routes/clients/clientShape.js';
import { loadProjects } from '../routes/clients/projectShape.js';
import { loadFiles } from '../routes/files/fileShape.js';
import { loadTemplates } from '../routes/measurementTemplates/templateShape.js';

/** A lookup whose processes are kept in order (materials, article types). */
function withOrderedProcesses(
  table: 'materials' | 'articleTypes',
  link: 'materialResponsibilities' | 'articleTypeResponsibilities',
  parentKey: 'materialId' | 'articleTypeId',
): EntityShape {
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
        ...feedColumns(table, r),
        responsibilities: (byParent.get(r.id) ?? []).map((l) => l.responsibilityId),
      }));
    },
  };
}

const users: EntityShape = {
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
      (u): FeedRow => ({
        ...u,
        permissions: (permsBy.get(u.id) ?? []).map((p) => p.permissionId),
        responsibilities: (respsBy.get(u.id) ?? []).map((r) => r.responsibilityId),
        departments: (deptsBy.get(u.id) ?? []).map((d) => ({ departmentId: d.departmentId, isAdmin: d.isAdmin })),
      }),
    );
  },
};

export const SHAPES: ShapeRegistry = {
  users,
  departments: plainShape('departments'),
  responsibilities: plainShape('responsibilities'),
  equipment: plainShape('equipment'),
  units: plainShape('units'),
  articleTypes: withOrderedProcesses('articleTypes', 'articleTypeResponsibilities', 'articleTypeId'),
  articles: plainShape('articles'),
  suppliers: plainShape('suppliers'),
  colorPalettes: plainShape('colorPalettes'),
  offerFields: plainShape('offerFields'),
  offerConditions: plainShape('offerConditions'),
  materials: withOrderedProcesses('materials', 'materialResponsibilities', 'materialId'),
  impressionQuestions: plainShape('impressionQuestions'),
  measurementTemplates: { table: 'measurementTemplates', load: (db, companyId, ids) => loadTemplates(db, companyId, ids) },
  productionSettings: plainShape('productionSettings'),
  files: { table: 'files', load: loadFiles },
  clients: { table: 'clients', load: loadClients },
  projects: { table: 'projects', load: loadProjects },
  measures: plainShape('measures'),
  offers: plainShape('offers'),
  products: plainShape('products'),
  agreements: plainShape('agreements'),
  tasks: plainShape('tasks'),
  processStatuses: plainShape('processStatuses'),
  materialStatuses: plainShape('materialStatuses'),
  temporaryMaterials: plainShape('temporaryMaterials'),
  trackers: plainShape('trackers'),
  blueprints: plainShape('blueprints'),
  warehouseRecords: plainShape('warehouseRecords'),
  warehouseStock: plainShape('warehouseStock'),
  transports: plainShape('transports'),
  installations: plainShape('installations'),
  serviceTickets: plainShape('serviceTickets'),
  impressions: plainShape('impressions'),
};

export function shapeOf(entity: EntityName): EntityShape {
  return SHAPES[entity];
}

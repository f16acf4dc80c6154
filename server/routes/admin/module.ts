import { defineServerModule } from '../../moduleKit.js';
import { adminRoutes } from './adminRoutes.js';
import { ADMIN_DELETE_RULES, ADMIN_SOFT_DELETED } from './deleteRules.js';
import { userShape, withOrderedProcesses } from './feedShapes.js';
import { measurementTemplateRoutes } from './measurementTemplateRoutes.js';
import { loadTemplates } from './templateShape.js';

/** The admin area on the server: lookup lists, users, production settings, templates, the audit log. */
export const adminServerModule = defineServerModule({
  name: 'admin',
  routes: [adminRoutes, measurementTemplateRoutes],
  deleteRules: ADMIN_DELETE_RULES,
  softDeleted: ADMIN_SOFT_DELETED,
  shapes: {
    users: userShape,
    materials: withOrderedProcesses('materials', 'materialResponsibilities', 'materialId'),
    articleTypes: withOrderedProcesses('articleTypes', 'articleTypeResponsibilities', 'articleTypeId'),
    measurementTemplates: { table: 'measurementTemplates', load: (db, companyId, ids) => loadTemplates(db, companyId, ids) },
  },
});

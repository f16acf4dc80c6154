import { defineServerModule } from '../../moduleKit.js';
import { archiveRoutes } from './archiveRoutes.js';
import { ARCHIVE_DELETE_RULES } from './deleteRules.js';

/** The archives on the server: each module's archived rows, paged, and their deletion where nothing later depends on them. */
export const archiveServerModule = defineServerModule({
  name: 'archive',
  routes: [archiveRoutes],
  deleteRules: ARCHIVE_DELETE_RULES,
});

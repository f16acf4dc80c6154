import { defineServerModule } from '../../moduleKit.js';
import { clientReadRoutes } from './clientReadRoutes.js';
import { clientSheetRoutes } from './clientSheetRoutes.js';
import { loadClients } from './clientShape.js';
import { clientWriteRoutes } from './clientWriteRoutes.js';
import { CONTACT_DELETE_RULES } from './deleteRules.js';
import { projectReadRoutes } from './projectReadRoutes.js';
import { loadProjects } from './projectShape.js';
import { projectWriteRoutes } from './projectWriteRoutes.js';

/** Contact on the server: clients and their projects — the reads every module shows, the contact module's writes. */
export const contactServerModule = defineServerModule({
  name: 'contact',
  routes: [clientReadRoutes, clientWriteRoutes, projectReadRoutes, projectWriteRoutes, clientSheetRoutes],
  shapes: {
    clients: { table: 'clients', load: loadClients },
    projects: { table: 'projects', load: loadProjects },
  },
  deleteRules: CONTACT_DELETE_RULES,
});

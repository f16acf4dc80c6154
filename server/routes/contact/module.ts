import { defineServerModule } from '../../moduleKit.js';
import { clientReadRoutes } from './clientReadRoutes.js';
import { loadClients } from './clientShape.js';
import { loadProjects } from './projectShape.js';

/** Contact on the server: today the client reads every module shows (the writes come with the contact module). */
export const contactServerModule = defineServerModule({
  name: 'contact',
  routes: [clientReadRoutes],
  shapes: {
    clients: { table: 'clients', load: loadClients },
    projects: { table: 'projects', load: loadProjects },
  },
});

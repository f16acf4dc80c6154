import { defineServerModule } from '../../moduleKit.js';
import { measureReadRoutes } from './readRoutes.js';
import { measureWriteRoutes } from './writeRoutes.js';

/** Measure on the server: a project's measure with its files, the lists by status, the push of its client. */
export const measureServerModule = defineServerModule({
  name: 'measure',
  routes: [measureReadRoutes, measureWriteRoutes],
});

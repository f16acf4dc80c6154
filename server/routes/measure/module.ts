import { defineServerModule } from '../../moduleKit.js';

/** Measure on the server: a project's measure with its files, the lists by status, the push of its client. */
export const measureServerModule = defineServerModule({
  name: 'measure',
  routes: [],
});

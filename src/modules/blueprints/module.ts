import { defineClientModule } from '../../app/moduleKit';
import { blueprintsRouteTree } from './blueprintsRoutes';

/** Blueprints on the PWA (spec 001 §2 "Blueprints"): the clients and the drawings of their projects and products, written through production's blueprint calls. */
export const blueprintsModule = defineClientModule({
  name: 'blueprints',
  dashboardRoutes: [blueprintsRouteTree],
});

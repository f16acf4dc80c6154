import { defineServerModule } from '../../moduleKit.js';
import { calendarRoutes } from './calendarRoutes.js';

/** The calendar on the server: the agreements and tasks it draws, a task's writes. */
export const calendarServerModule = defineServerModule({
  name: 'calendar',
  routes: [calendarRoutes],
});

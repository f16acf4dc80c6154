import { defineServerModule } from '../../moduleKit.js';
import { CALENDAR_ENDPOINTS } from '../../../domain/calendar/endpoints.js';
import { calendarRoutes } from './calendarRoutes.js';

/** The calendar on the server: the agreements and tasks it draws, a task's writes. */
export const calendarServerModule = defineServerModule({
  name: 'calendar',
  routes: [calendarRoutes],
  // Nothing points at a task: it goes alone.
  deleteRules: [{ table: 'tasks', calls: [CALENDAR_ENDPOINTS.remove], refusedWhileUsedBy: [], deletedWith: [], detachedFrom: [] }],
});

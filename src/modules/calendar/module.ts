import { msg } from '@lingui/core/macro';
import { defineClientModule } from '../../app/moduleKit';
import { CALENDAR_PATH } from './calendarPath';
import { calendarNavRoute, calendarRouteTree } from './calendarRoutes';

/** Calendar on the PWA (spec 000 §2): the agreements and tasks calendar, offline. Its server texts are the agreement module's (shared). */
export const calendarModule = defineClientModule({
  name: 'calendar',
  dashboardRoutes: [calendarRouteTree, calendarNavRoute],
  // The agreement dates modal's writes are named with the agreement module's noun.
  nouns: { tasks: msg`detyre` },
  navTargets: { calendar: CALENDAR_PATH },
});

import { defineDomainModule } from '../kit/module.js';
import { CALENDAR_ENDPOINTS } from './endpoints.js';
import { CALENDAR_ROWS } from './rows.js';

/**
 * Calendar (spec 000 §2): the tasks of the office's calendar, drawn beside the
 * agreements. The row schema (rows.ts CALENDAR_ROWS) joins the entity with the
 * PWA's task commands and their optimistic-row contract case.
 */
export const calendarModule = defineDomainModule({
  name: 'calendar',
  entities: {
    tasks: { readers: ['calendar', 'agreements'], row: CALENDAR_ROWS.tasks, localIndexes: 'start' },
  },
  endpoints: { calendar: CALENDAR_ENDPOINTS },
});

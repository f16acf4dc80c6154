import { defineDomainModule } from '../kit/module.js';

/** Calendar (spec 000 §2): the tasks of the office's calendar. */
export const calendarModule = defineDomainModule({
  name: 'calendar',
  entities: {
    tasks: { readers: ['calendar', 'agreements'] },
  },
});

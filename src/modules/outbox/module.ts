import { defineClientModule } from '../../app/moduleKit';
import { outboxRoute } from './outboxRoute';

/** The pending-changes screen: a PWA module of its own, with nothing on the server but the calls it replays. */
export const outboxModule = defineClientModule({
  name: 'outbox',
  dashboardRoutes: [outboxRoute],
});

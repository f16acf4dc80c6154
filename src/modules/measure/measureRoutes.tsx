import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { MeasureArea } from './MeasureArea';

/**
 * /dashboard/measures (spec 000 §2 "Measures"). The area's layout gates it
 * by the measures module and keeps a measurer's templates on the device
 * (MeasureArea); each screen is a lazy chunk.
 */
export const measureRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'measures',
  component: MeasureArea,
});

/**
 * The form: `measureId` is the project's id (spec 000 §2), `clientId` its
 * client's; without them the project is chosen first. A refused save
 * reopens with ?outboxEntry=.
 */
export const measureFormRoute = createRoute({
  getParentRoute: () => measureRoute,
  path: 'create/{-$measureId}/{-$clientId}',
  validateSearch: validateOutboxEntrySearch,
  component: lazyRouteComponent(() => import('./form/MeasureFormPage'), 'MeasureFormPage'),
});

/** A client's projects with their measures. */
export const allMeasuresRoute = createRoute({
  getParentRoute: () => measureRoute,
  path: 'all-measures/{-$clientId}',
  component: lazyRouteComponent(() => import('./list/AllMeasuresPage'), 'AllMeasuresPage'),
});

/** The measures of a status (1 initial, 2 final, 3 on hold), the passive ones, or all with a status and date filter. */
export const measureListRoute = createRoute({
  getParentRoute: () => measureRoute,
  path: '{-$statusId}',
  component: lazyRouteComponent(() => import('./list/MeasureListPage'), 'MeasureListPage'),
});

export const measureRouteTree = measureRoute.addChildren([measureFormRoute, allMeasuresRoute, measureListRoute]);

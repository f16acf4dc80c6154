import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { validateOutboxEntrySearch } from '../../app/writes/outboxDraft';
import { ImpressionArea } from './ImpressionArea';

/**
 * /dashboard/impression (spec 001 §2 "Impression"). The area's layout gates it
 * by the impression module (ImpressionArea); each screen is a lazy chunk. The
 * client's page (/dashboard/impression/clientSide/…) is not here: it is public,
 * outside the signed-in layout (clientSide/clientRatingRoute.tsx).
 */
export const impressionRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'impression',
  component: ImpressionArea,
});

/**
 * The staff's rating form. The spec's optional authToken is the client's
 * credential: a path that carries one is the client's link written the staff
 * way, so it opens the client's page rather than the staff form.
 */
export const impressionFormRoute = createRoute({
  getParentRoute: () => impressionRoute,
  path: 'create/$clientId/$projectId/{-$authToken}',
  validateSearch: validateOutboxEntrySearch,
  beforeLoad: ({ params }) => {
    if (params.authToken) {
      throw redirect({
        to: '/dashboard/impression/clientSide/$clientId/$projectId/$authToken',
        params: { clientId: params.clientId, projectId: params.projectId, authToken: params.authToken },
        replace: true,
      });
    }
  },
  component: lazyRouteComponent(() => import('./form/ImpressionFormPage'), 'ImpressionFormPage'),
});

/** The list; statusId 1 the projects waiting for a rating (the default), 2 every impression. */
export const impressionListRoute = createRoute({
  getParentRoute: () => impressionRoute,
  path: '{-$statusId}',
  component: lazyRouteComponent(() => import('./ImpressionListPage'), 'ImpressionListPage'),
});

export const impressionRouteTree = impressionRoute.addChildren([impressionFormRoute, impressionListRoute]);

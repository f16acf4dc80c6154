import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from '../../../app/routes/rootRoute';

/**
 * The client's rating page (issue 13), opened from the link the staff issue,
 * on the client's own phone: public (ClientModule.publicRoutes), so no staff
 * session, mirror or outbox — the token in the path is the only credential.
 */
export const clientRatingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/dashboard/impression/clientSide/$clientId/$projectId/$authToken',
  staticData: { public: true },
  component: lazyRouteComponent(() => import('./ClientRatingPage'), 'ClientRatingPage'),
});

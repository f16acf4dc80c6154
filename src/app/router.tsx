import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { adminRouteTree } from '../modules/admin/adminRoutes';
import { outboxRoute } from '../modules/outbox/outboxRoute';
import { dashboardIndexRoute, dashboardRoute, moduleRoute, observerRoute } from './routes/dashboardRoutes';
import { landingRoute, loginRoute, resetPasswordRoute } from './routes/publicRoutes';
import { rootRoute } from './routes/rootRoute';
import { signedInRoute } from './routes/signedInRoute';

/**
 * The whole route tree (code-based). A module's own screens join under
 * dashboardRoute as static paths (/dashboard/contact/...), which win over the
 * `$module` placeholder area.
 */
const routeTree = rootRoute.addChildren([
  landingRoute,
  loginRoute,
  resetPasswordRoute,
  signedInRoute.addChildren([dashboardRoute.addChildren([dashboardIndexRoute, observerRoute, outboxRoute, moduleRoute]), adminRouteTree]),
]);

/** Tests pass a memory history; the app uses the browser's. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({ routeTree, ...(history ? { history } : {}), defaultPreload: false, scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

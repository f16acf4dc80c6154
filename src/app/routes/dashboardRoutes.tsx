import { createRoute, redirect } from '@tanstack/react-router';
import { DashboardLayout } from '../pages/DashboardLayout';
import { NoModulesPage } from '../pages/NoModulesPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { postLoginTarget } from '../session/postLoginTarget';
import { kioskMayOpen } from '../session/kioskSession';
import { currentSession } from '../session/sessionStore';
import { signedInRoute } from './signedInRoute';

/**
 * /dashboard: the modules' area, inside the shell. Sub-paths no route matches
 * show not-found in its outlet, so inside the shell too (spec 001 §2 Shell).
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'dashboard',
  beforeLoad: ({ location }) => {
    const kiosk = currentSession()?.kiosk;
    if (kiosk && !kioskMayOpen(location.pathname, kiosk.actor !== null)) throw redirect({ to: '/kiosk', replace: true });
  },
  component: DashboardLayout,
  notFoundComponent: NotFoundPage,
});

/** /dashboard alone: the user's first module, or a page saying they have none. */
export const dashboardIndexRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '/',
  beforeLoad: () => {
    const session = currentSession();
    const target = session ? postLoginTarget(session.permissions) : '/dashboard';
    if (target !== '/dashboard') throw redirect({ href: target, replace: true });
  },
  component: NoModulesPage,
});

/** Spec 000 §2: /dashboard/observer redirects to contact. */
export const observerRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'observer',
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/$module', params: { module: 'contact' }, replace: true });
  },
});

/**
 * /dashboard/<anything no module's area claims>: every module has its own
 * routes now, so what arrives here is not found — said inside the shell.
 * (A notFound() thrown here would replace the dashboard layout, shell and all,
 * with the nearest notFoundComponent; and a notFoundComponent on this leaf
 * route would catch /dashboard/contact/x too, where this route has no outlet.)
 */
export const moduleRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '$module',
  component: NotFoundPage,
});

import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { MODULES, type ModuleKey } from '../../../domain/permissions.js';
import { DashboardLayout } from '../pages/DashboardLayout';
import { ModuleArea } from '../pages/ModuleArea';
import { NoModulesPage } from '../pages/NoModulesPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { postLoginTarget } from '../session/postLoginTarget';
import { currentSession } from '../session/sessionStore';
import { signedInRoute } from './signedInRoute';

/**
 * /dashboard: the modules' area, inside the shell. Sub-paths no route matches
 * show not-found in its outlet, so inside the shell too (spec 001 §2 Shell).
 */
export const dashboardRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'dashboard',
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

export function isModuleKey(value: string): value is ModuleKey {
  return (MODULES as readonly string[]).includes(value);
}

/**
 * A module's area. Its screens arrive with later releases; the path of an
 * unknown module is not found. The thrown notFound() is caught by the nearest
 * route with a notFoundComponent, which is drawn in place of that route's own
 * component: this route, so the dashboard layout (the shell) stays around it.
 */
export const moduleRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: '$module',
  beforeLoad: ({ params }) => {
    if (!isModuleKey(params.module)) throw notFound();
  },
  component: ModuleArea,
  notFoundComponent: NotFoundPage,
});

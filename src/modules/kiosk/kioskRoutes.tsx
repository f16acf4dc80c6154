import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { dashboardRoute } from '../../app/routes/dashboardRoutes';
import { signedInRoute } from '../../app/routes/signedInRoute';
import { currentSession } from '../../app/session/sessionStore';

/** /kiosk: the kiosk's worker list, full screen outside the shell; a person's session has its setup page instead. */
export const kioskRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'kiosk',
  beforeLoad: () => {
    if (!currentSession()?.kiosk) throw redirect({ to: '/dashboard/kiosk', replace: true });
  },
  component: lazyRouteComponent(() => import('./floor/KioskPage'), 'KioskPage'),
});

/** /dashboard/kiosk: one's own PIN, and for admins: turning this device into a kiosk, the kiosks, workers' PINs. */
export const kioskSetupRoute = createRoute({
  getParentRoute: () => dashboardRoute,
  path: 'kiosk',
  component: lazyRouteComponent(() => import('./setup/KioskSetupPage'), 'KioskSetupPage'),
});

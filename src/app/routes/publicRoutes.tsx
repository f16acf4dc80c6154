import { createRoute, redirect } from '@tanstack/react-router';
import { LandingPage } from '../pages/LandingPage';
import { LoginPage } from '../pages/LoginPage';
import { ResetPasswordPage } from '../pages/ResetPasswordPage';
import { isNarrowScreen } from '../screen';
import { postLoginTarget } from '../session/postLoginTarget';
import { currentSession } from '../session/sessionStore';
import { rootRoute } from './rootRoute';

/** A signed-in user opening a sign-in page goes to work instead. */
function leaveIfSignedIn(redirectTo?: string): void {
  const session = currentSession();
  if (session) throw redirect({ href: postLoginTarget(session.permissions, redirectTo), replace: true });
}

export type LandingSearch = { choose?: true };

/** Spec 000 §2: the company code form on a narrow screen (or when asked for), else /login. */
export const landingRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  validateSearch: (search: Record<string, unknown>): LandingSearch => (search.choose ? { choose: true } : {}),
  beforeLoad: ({ search }) => {
    leaveIfSignedIn();
    if (!search.choose && !isNarrowScreen()) throw redirect({ to: '/login', replace: true });
  },
  component: LandingPage,
});

export type LoginSearch = { redirect?: string };

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: ({ search }) => leaveIfSignedIn(search.redirect),
  component: LoginPage,
});

export const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password/$token/$email',
  component: ResetPasswordPage,
});

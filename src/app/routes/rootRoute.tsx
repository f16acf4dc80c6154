import { Outlet, createRootRoute, redirect } from '@tanstack/react-router';
import { NotFoundPage } from '../pages/NotFoundPage';
import { isPublicPath } from '../session/postLoginTarget';
import { currentSession } from '../session/sessionStore';
import { UpdatePrompt } from '../UpdatePrompt';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A module's page anyone may open without signing in (ClientModule.publicRoutes). */
    public?: true;
  }
}

/**
 * Every path but landing, login, reset and the modules' public pages needs a
 * stored token (spec 000 §2). The check sits on the root so it also covers
 * paths no route knows: a signed-out user is asked to sign in first, then
 * sees the not-found page.
 */
export const rootRoute = createRootRoute({
  beforeLoad: ({ location, matches }) => {
    if (!isPublicPath(location.pathname) && !matches.some((m) => m.staticData.public === true) && !currentSession()) {
      throw redirect({ to: '/login', search: { redirect: location.href } });
    }
  },
  component: RootLayout,
  notFoundComponent: () => (
    <main>
      <NotFoundPage />
    </main>
  ),
});

function RootLayout() {
  return (
    <>
      <Outlet />
      <UpdatePrompt />
    </>
  );
}

import { Outlet, createRoute, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { LocalDataProvider, localDbName, reportPending, useSyncStatus } from '../../local';
import { sessionEndReason, useSession } from '../session/sessionStore';
import { useTokenCheck } from '../session/useTokenCheck';
import { rootRoute } from './rootRoute';

/**
 * Everything behind sign-in: the user's local database and sync engine, and
 * the token check. When the session ends (logout, an invalid token, another
 * tab) the user goes to /login — back to this page afterwards if it expired.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signedIn',
  component: SignedInLayout,
});

function SignedInLayout() {
  const session = useSession();
  if (!session) return <SignedOut />;
  return (
    // A new user or company opens another database (src/local), so the provider starts over.
    <LocalDataProvider key={localDbName(session)} session={session}>
      <TokenCheck />
      <Outlet />
    </LocalDataProvider>
  );
}

/** Navigates once per sign-out (a <Navigate> re-rendered by the location it changes would fire again and again). */
function SignedOut() {
  const router = useRouter();
  useEffect(() => {
    const redirect = sessionEndReason() === 'expired' ? router.state.location.href : undefined;
    void router.navigate({ to: '/login', search: redirect ? { redirect } : {}, replace: true });
  }, [router]);
  return null;
}

function TokenCheck() {
  useTokenCheck();
  useReportPending();
  return null;
}

/** A kiosk tells the server how many of its changes wait, with its requests, for the admin's list of kiosks (unused off a kiosk). */
function useReportPending(): void {
  const { pending, rejected } = useSyncStatus();
  useEffect(() => reportPending(pending + rejected), [pending, rejected]);
}

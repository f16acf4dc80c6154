import { Navigate, Outlet, createRoute, useLocation } from '@tanstack/react-router';
import { LocalDataProvider } from '../../local';
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
  const location = useLocation();
  if (!session) {
    return <Navigate to="/login" search={sessionEndReason() === 'expired' ? { redirect: location.href } : {}} replace />;
  }
  return (
    // A new user or company opens another database (src/local), so the provider starts over.
    <LocalDataProvider key={`${session.companyCode}/${session.userId}`} session={session}>
      <TokenCheck />
      <Outlet />
    </LocalDataProvider>
  );
}

function TokenCheck() {
  useTokenCheck();
  return null;
}

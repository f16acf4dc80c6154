import type { Session } from '../../local';
import { useSession } from './sessionStore';

/** The session inside the signed-in area, where the layout guarantees there is one. */
export function useSignedInSession(): Session {
  const session = useSession();
  if (!session) throw new Error('useSignedInSession is used outside the signed-in area');
  return session;
}

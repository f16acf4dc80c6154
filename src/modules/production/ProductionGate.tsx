import type { ReactNode } from 'react';
import { canReadModule } from '../../../domain/permissions.js';
import { AccessDenied } from '../../app/pages/AccessDenied';
import { postLoginTarget } from '../../app/session/postLoginTarget';
import { useSignedInSession } from '../../app/session/useSignedInSession';

/** Production's screens for those who read production; others hear 'Nuk keni qasje…' and go home (spec 001 §2). */
export function ProductionGate({ children }: { children: ReactNode }) {
  const session = useSignedInSession();
  if (!canReadModule(session.permissions, 'production')) return <AccessDenied to={postLoginTarget(session.permissions)} />;
  return children;
}

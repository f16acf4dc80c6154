import type { ReactNode } from 'react';
import { canReadModule, type ModuleKey } from '../../domain/permissions.js';
import { AccessDenied } from './pages/AccessDenied';
import { postLoginTarget } from './session/postLoginTarget';
import { useSignedInSession } from './session/useSignedInSession';

/** A module's screens for those who read the module; others hear 'Nuk keni qasje…' and go home (spec 001 §2). */
export function ModuleGate({ module, children }: { module: ModuleKey; children: ReactNode }) {
  const session = useSignedInSession();
  if (!canReadModule(session.permissions, module)) return <AccessDenied to={postLoginTarget(session.permissions)} />;
  return children;
}

import type { FastifyRequest } from 'fastify';
import type { ModuleKey } from '../../../domain/permissions.js';
import { readsRow } from '../../../domain/visibility.js';
import { allowed, authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads agreements: their entity's readers (domain/agreement/module.ts),
 * observers and admins — the rule of domain/visibility.ts the feed and file
 * links apply, so every read path agrees. Writes are the agreements module's
 * (serve's access 'agreements').
 */
export function agreementReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!readsRow(auth.permissions, 'agreements', {})) throw forbidden();
  return auth;
}

/** A call several modules share (serve's access is any of them): the branch taken needs its own module's write right. */
export function assertWrites(auth: Auth, module: ModuleKey): void {
  if (!allowed(module, auth.permissions, true)) throw forbidden();
}

import type { FastifyRequest } from 'fastify';
import { readsRow } from '../../../domain/visibility.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads measures: their entity's readers (domain/measure/module.ts),
 * observers and admins — the rule of domain/visibility.ts the feed and file
 * links apply, so every read path agrees. Writes are the measures module's
 * (serve's access 'measures').
 */
export function measureReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!readsRow(auth.permissions, 'measures', {})) throw forbidden();
  return auth;
}

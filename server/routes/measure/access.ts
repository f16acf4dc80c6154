import type { FastifyRequest } from 'fastify';
import { readsWhole } from '../../../domain/visibility.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads measures: their entity's whole readers (domain/measure/module.ts),
 * observers and admins — the rule of domain/visibility.ts the feed and file
 * links apply, so every read path agrees. The floor receives a measure's
 * status in its mirror, not these answers. Writes are the measures module's
 * (serve's access 'measures').
 */
export function measureReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!readsWhole(auth.permissions, 'measures')) throw forbidden();
  return auth;
}

import type { FastifyRequest } from 'fastify';
import { readsWhole } from '../../../domain/visibility.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads offers and their product rows: the offers entity's whole readers
 * (domain/offer/module.ts: offers, agreements), observers and admins — the
 * rule of domain/visibility.ts the feed and file links apply, so every read
 * path agrees. The calendar and the floor receive a few of its columns in
 * their mirror, not these answers. Writes are the offers module's (serve's
 * access 'offers').
 */
export function offerReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!readsWhole(auth.permissions, 'offers')) throw forbidden();
  return auth;
}

import type { FastifyRequest } from 'fastify';
import type { EntityName } from '../../../domain/entities.js';
import { readsRow } from '../../../domain/visibility.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads installations: their entity's readers (installation, service,
 * impression; domain/installation/module.ts) — the same rule as the feed's —
 * and, for the reads built around transports, the transports' readers too.
 * Writes are the installation module's (serve's access 'installation').
 */
export function installationReader(req: FastifyRequest, alsoReads: readonly EntityName[] = []): Auth {
  const auth = authOf(req);
  if (![...alsoReads, 'installations' as const].every((e) => readsRow(auth.permissions, e, {}))) throw forbidden();
  return auth;
}

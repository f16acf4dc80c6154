import type { FastifyRequest } from 'fastify';
import { readsRow } from '../../../domain/visibility.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/**
 * Who reads transports: their entity's readers (transport, installation,
 * warehouse; domain/transport/module.ts) — the same rule as the feed's.
 * Writes are the transport module's (serve's access 'transport').
 */
export function transportReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!readsRow(auth.permissions, 'transports', {})) throw forbidden();
  return auth;
}

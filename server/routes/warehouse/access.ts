import type { FastifyRequest } from 'fastify';
import { ENTITIES } from '../../../domain/entities.js';
import { canReadModule, type ModuleKey } from '../../../domain/permissions.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';

/** Who reads deposit records: their entity's readers (warehouse, transport, installation; domain/warehouse/module.ts). */
const RECORD_READERS = ENTITIES.warehouseRecords.readers as readonly ModuleKey[];

/** The caller, when they read deposit records; 403 otherwise. */
export function recordReader(req: FastifyRequest): Auth {
  const auth = authOf(req);
  if (!RECORD_READERS.some((m) => canReadModule(auth.permissions, m))) throw forbidden();
  return auth;
}

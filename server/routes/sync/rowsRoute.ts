import type { FastifyInstance } from 'fastify';
import { visibleEntities, type Change } from '../../../domain/entities.js';
import { rowsQuery } from '../../../domain/sync.js';
import { shapeOf } from '../../entities/registry.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { parse } from '../../http/validate.js';

/**
 * GET sync/rows?entity=E&ids=a,b: the current feed shape of the given rows, as
 * changes a device applies like a pull page. An id that does not exist — or
 * belongs to another company, which is the same thing to this caller — answers
 * 'delete', so a device drops an optimistic row the server never kept.
 */
export async function rowsRoute(app: FastifyInstance): Promise<void> {
  app.get('/sync/rows', { config: { access: 'signedIn' } }, async (req) => {
    const { entity, ids } = parse(rowsQuery, req.query);
    const auth = authOf(req);
    if (!visibleEntities(auth.permissions).includes(entity)) throw forbidden();
    const found = new Map((await shapeOf(entity).load(app.deps.db, auth.companyId, ids)).map((row) => [row.id, row]));
    const changes: Change[] = ids.map((id) => {
      const data = found.get(id);
      return data ? { entity, id, op: 'put', data } : { entity, id, op: 'delete', data: null };
    });
    return { changes };
  });
}

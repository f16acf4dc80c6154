import type { FastifyInstance } from 'fastify';
import { visibleEntities } from '../../../domain/entities.js';
import { rowsQuery } from '../../../domain/sync.js';
import { shapeOf } from '../../entities/registry.js';
import { rowsAsChanges } from '../../entities/feedVisibility.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { parse } from '../../http/validate.js';

/**
 * GET sync/rows?entity=E&ids=a,b: the current feed shape of the given rows, as
 * changes a device applies like a pull page. An id that does not exist — or
 * belongs to another company, which is the same thing to this caller — answers
 * 'delete', so a device drops an optimistic row the server never kept; so does
 * a row the caller may not read (a file of an owner they do not read), and
 * users other than admins get a user's public columns.
 */
export async function rowsRoute(app: FastifyInstance): Promise<void> {
  app.get('/sync/rows', { config: { access: 'signedIn' } }, async (req) => {
    const { entity, ids } = parse(rowsQuery, req.query);
    const auth = authOf(req);
    if (!visibleEntities(auth.permissions).includes(entity)) throw forbidden();
    const rows = await shapeOf(entity).load(app.deps.db, auth.companyId, ids);
    return { changes: rowsAsChanges(auth.permissions, entity, ids, rows) };
  });
}

import type { FastifyInstance } from 'fastify';
import { visibleEntities } from '../../../domain/entities.js';
import { pullQuery } from '../../../domain/sync.js';
import { authOf } from '../../http/access.js';
import { parse } from '../../http/validate.js';

export async function syncRoutes(app: FastifyInstance): Promise<void> {
  /**
   * The change feed (ARCHITECTURE.md, "Pull"). Rows leave the database as JSON
   * text and are spliced into the answer without parsing: a full pull of a large
   * company is mostly string concatenation.
   */
  app.get('/sync/pull', { config: { access: 'signedIn' } }, async (req, reply) => {
    const { cursor, limit } = parse(pullQuery, req.query);
    const auth = authOf(req);
    const rows = await app.deps.db
      .selectFrom('changes')
      .select(['entity', 'entityId', 'op', 'data', 'seq'])
      .where('companyId', '=', auth.companyId)
      .where('seq', '>', cursor === '' ? 0 : Number(cursor))
      .where('entity', 'in', visibleEntities(auth.permissions))
      .orderBy('seq')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    const page = hasMore ? rows.slice(0, limit) : rows;
    const last = page.at(-1);
    const next = last ? String(last.seq) : cursor;
    const parts = page.map(
      (r) => `{"entity":${JSON.stringify(r.entity)},"id":${JSON.stringify(r.entityId)},"op":"${r.op}","data":${r.data ?? 'null'}}`,
    );
    reply.type('application/json; charset=utf-8');
    return `{"changes":[${parts.join(',')}],"cursor":${JSON.stringify(next)},"hasMore":${hasMore}}`;
  });
}

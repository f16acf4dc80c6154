import type { FastifyInstance } from 'fastify';
import { pullQuery } from '../../../domain/sync.js';
import { visibleChangesJson } from '../../entities/feedVisibility.js';
import { authOf } from '../../http/access.js';
import { parse } from '../../http/validate.js';
import { pushRoute } from './pushRoute.js';
import { snapshotRoute } from './snapshotRoute.js';

export async function syncRoutes(app: FastifyInstance): Promise<void> {
  await pushRoute(app);
  await snapshotRoute(app);
  /**
   * The change feed (ARCHITECTURE.md, "Pull"). Rows leave the database as JSON
   * text and are spliced into the answer without parsing: a full pull of a large
   * company is mostly string concatenation.
   *
   * The page is a seq range read through the (company_id, seq) index; entities
   * and rows the user may not see are dropped here, not in SQL
   * (server/entities/feedVisibility.ts). With `entity IN (…)` in
   * the query PostgreSQL chose the primary key (company_id, entity, …) and
   * sorted the whole company for every page (0.57 s a page on the large set).
   * The cursor moves past the dropped rows too, so they are never read again.
   */
  app.get('/sync/pull', { config: { access: 'signedIn' } }, async (req, reply) => {
    const { cursor, limit } = parse(pullQuery, req.query);
    const auth = authOf(req);
    const rows = await app.deps.db
      .selectFrom('changes')
      .select(['entity', 'entityId', 'op', 'data', 'readersOf', 'seq'])
      .where('companyId', '=', auth.companyId)
      .where('seq', '>', cursor === '' ? 0 : Number(cursor))
      .orderBy('seq')
      .limit(limit + 1)
      .execute();
    const hasMore = rows.length > limit;
    const range = hasMore ? rows.slice(0, limit) : rows;
    const last = range.at(-1);
    const next = last ? String(last.seq) : cursor;
    reply.type('application/json; charset=utf-8');
    return `{"changes":[${visibleChangesJson(auth.permissions, range)}],"cursor":${JSON.stringify(next)},"hasMore":${hasMore}}`;
  });
}

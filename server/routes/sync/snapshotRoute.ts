import type { FastifyInstance } from 'fastify';
import { visibleEntities, type EntityName } from '../../../domain/entities.js';
import { snapshotQuery, type SnapshotHead } from '../../../domain/syncSnapshot.js';
import { fileOwnersRead } from '../../../domain/visibility.js';
import { visibleChangesJson } from '../../entities/feedVisibility.js';
import { authOf } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { parse } from '../../http/validate.js';

/**
 * GET sync/snapshot (domain/syncSnapshot.ts, src/local/SYNC.md O19): a new
 * device reads each entity's current rows up to the head H, then pulls the
 * feed from H. The changes table holds one row per entity row with its last
 * seq, and seq order is commit order (server/write/changes.ts), so a row is in
 * the snapshot exactly when its last change is at or before H; one changed
 * later has a seq above H and comes with the feed — no gap, no duplicate.
 *
 * A page is a range of the primary key (company_id, entity, entity_id), read
 * in its order; the rows the user may not see are dropped as the pull drops
 * them (feedVisibility.ts). An entity the user does not see at all answers
 * 403, as sync/rows does: a device asks only for those of its scope.
 */
export async function snapshotRoute(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  app.get('/sync/snapshot', { config: { access: 'signedIn' } }, async (req, reply) => {
    const { entity, upTo, after, limit } = parse(snapshotQuery, req.query);
    const auth = authOf(req);
    const visible = visibleEntities(auth.permissions);
    if (entity === undefined || upTo === undefined) return head(auth.companyId, visible, fileOwnersRead(auth.permissions));
    if (!visible.includes(entity)) throw forbidden();

    let query = db
      .selectFrom('changes')
      .select(['entity', 'entityId', 'op', 'data', 'readersOf'])
      .where('companyId', '=', auth.companyId)
      .where('entity', '=', entity)
      .where('op', '=', 'put')
      .where('seq', '<=', Number(upTo));
    if (after !== '') query = query.where('entityId', '>', after);
    const rows = await query.orderBy('entityId').limit(limit + 1).execute();
    const hasMore = rows.length > limit;
    const range = hasMore ? rows.slice(0, limit) : rows;
    reply.type('application/json; charset=utf-8');
    return `{"rows":[${visibleChangesJson(auth.permissions, range)}],"after":${JSON.stringify(range.at(-1)?.entityId ?? after)},"hasMore":${hasMore}}`;
  });

  /**
   * The head H, and each visible entity's row count: only for the device's
   * progress bar, so read beside it, not with it. Files are counted as the
   * pages send them, by the owners whose files the user reads, so the bar
   * ends at 100 %.
   */
  async function head(companyId: string, visible: readonly EntityName[], fileOwners: readonly EntityName[]): Promise<SnapshotHead> {
    const top = await db.selectFrom('changes').select((eb) => eb.fn.max('seq').as('seq')).where('companyId', '=', companyId).executeTakeFirst();
    const grouped = await db
      .selectFrom('changes')
      .select(['entity', (eb) => eb.fn.countAll<number>().as('n')])
      .where('companyId', '=', companyId)
      .where('op', '=', 'put')
      .where('entity', 'in', visible)
      .where((eb) => (fileOwners.length === 0 ? eb('entity', '!=', 'files') : eb.or([eb('entity', '!=', 'files'), eb('readersOf', 'in', fileOwners)])))
      .groupBy('entity')
      .execute();
    return { cursor: String(top?.seq ?? 0), counts: Object.fromEntries(grouped.map((g) => [g.entity, Number(g.n)])) };
  }
}

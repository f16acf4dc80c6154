import type { Db, DbKind } from '../db/connect.js';
import { ENTITY_NAMES, type EntityName } from '../../domain/entities.js';
import { shapeOf } from '../entities/registry.js';
import { appendChanges } from './changes.js';

const CHUNK = 5000;

/**
 * Publishes every row of a company to the change feed. For bulk loads (seeding)
 * that insert rows directly instead of through a Writer; chunked so one
 * transaction never holds a whole large company.
 */
export async function rebuildFeed(db: Db, kind: DbKind, companyId: string): Promise<number> {
  let total = 0;
  for (const entity of ENTITY_NAMES) {
    const table = shapeOf(entity).table;
    let after = '';
    for (;;) {
      const ids = await db
        .selectFrom(table)
        .select('id' as never)
        .where('companyId' as never, '=', companyId as never)
        .where('id' as never, '>', after as never)
        .orderBy('id' as never)
        .limit(CHUNK)
        .execute()
        .then((rows) => rows.map((r) => (r as { id: string }).id));
      if (ids.length === 0) break;
      await db.transaction().execute((tx) => appendChanges(tx, kind, companyId, new Map<EntityName, Set<string>>([[entity, new Set(ids)]])));
      total += ids.length;
      after = ids.at(-1)!;
    }
  }
  return total;
}

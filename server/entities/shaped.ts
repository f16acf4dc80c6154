import type { EntityName } from '../../domain/entities.js';
import { shapeOf } from './registry.js';
import type { FeedRow, Reader } from './feedShape.js';
import { notFound } from '../http/errors.js';
import { untyped } from '../db/untyped.js';

const CHUNK = 500;

/**
 * Rows in their feed shape (server/entities/registry.ts), so an admin screen
 * that fetched and a device that pulled hold the same row.
 */
export async function loadShaped(db: Reader, entity: EntityName, companyId: string, ids: readonly string[]): Promise<FeedRow[]> {
  const rows: FeedRow[] = [];
  for (let i = 0; i < ids.length; i += CHUNK) {
    rows.push(...(await shapeOf(entity).load(db, companyId, ids.slice(i, i + CHUNK))));
  }
  return rows;
}

export async function loadAllShaped(db: Reader, entity: EntityName, companyId: string): Promise<FeedRow[]> {
  const ids = await untyped(db)
    .selectFrom(shapeOf(entity).table)
    .select('id')
    .where('companyId', '=', companyId)
    .execute();
  return loadShaped(
    db,
    entity,
    companyId,
    ids.map((r: { id: string }) => r.id),
  );
}

/** One row of this company, or 404: another company's id is simply not found. */
export async function loadOneShaped(db: Reader, entity: EntityName, companyId: string, id: string): Promise<FeedRow> {
  const [row] = await shapeOf(entity).load(db, companyId, [id]);
  if (!row) throw notFound();
  return row;
}

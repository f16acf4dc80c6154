import type { Kysely, Transaction } from 'kysely';
import type { Database, Row, TableName } from '../db/schema.js';
import { withoutFoldedKey, type KeyColumn } from '../db/foldedTexts.js';

export type Reader = Kysely<Database> | Transaction<Database>;
export type FeedRow = Record<string, unknown> & { id: string };

/**
 * How an entity's rows look in the change feed and in API answers: the row
 * without its company id, plus any child lists the entity owns (a material's
 * ordered processes, a user's permissions). One shape for both, so what a
 * device pulled and what an online screen fetched never differ.
 */
export interface EntityShape<R = FeedRow> {
  table: TableName;
  /** Loads the feed shape of the given ids (missing ids are simply absent). */
  load(db: Reader, companyId: string, ids: readonly string[]): Promise<R[]>;
}

/** A table's row as the feed sends it without a loader of its own: its columns less the company and the folded key. */
export type FeedColumns<T extends TableName> = Omit<Row<T>, 'companyId' | KeyColumn<T>>;

/**
 * A stored row as devices and API clients see it: without its company id (the
 * asker's own) and without the folded key of its unique text, which is the
 * server's bookkeeping (server/db/foldedTexts.ts).
 */
export function feedColumns(table: TableName, row: { companyId?: unknown }): FeedRow {
  const { companyId: _omit, ...rest } = withoutFoldedKey(table, row);
  return rest as FeedRow;
}

export function plainShape(table: TableName): EntityShape {
  return {
    table,
    async load(db, companyId, ids) {
      if (ids.length === 0) return [];
      const rows = (await db
        .selectFrom(table)
        .selectAll()
        .where('id' as never, 'in', ids as never)
        .execute()) as (FeedRow & { companyId: string })[];
      return ofCompany(rows, companyId).map((r) => feedColumns(table, r));
    },
  };
}

/**
 * Feed loaders look rows up by primary key alone and drop other companies' rows
 * here: with `company_id = ? AND id IN (…)` a planner without fresh statistics
 * walks the whole company index for every batch (seen: 50 s instead of 18 s for
 * a large feed rebuild).
 */
export function ofCompany<T extends { companyId: string }>(rows: T[], companyId: string): T[] {
  return rows.filter((r) => r.companyId === companyId);
}

/** Groups child rows by their parent id, keeping the query's order. */
export function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}



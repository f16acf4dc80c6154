import { sql, type Kysely, type Transaction } from 'kysely';
import { preparedQuery } from '../db/reusableQuery.js';
import type { Database } from '../db/schema.js';
import type { DbKind } from '../db/connect.js';
import type { EntityName } from '../../domain/entities.js';
import { shapeOf } from '../entities/registry.js';
import { decidingEntity } from '../../domain/visibility.js';

const BATCH = 500;

/**
 * Writes the latest state of the touched rows into the change feed, inside the
 * caller's transaction, as the last thing before commit.
 *
 * Invariant: within a company, seq order equals commit order. On SQLite there is
 * one writer at a time. On PostgreSQL a per-company transaction-scoped advisory
 * lock is taken before seqs are drawn and held until commit, so a transaction
 * cannot draw a seq while another one that drew a smaller seq is still open; a
 * puller therefore never sees seq N+1 before seq N is visible.
 *
 * The lock is also taken before the rows are loaded: a parent published because
 * its child list changed (a material's processes) is not row-locked by the
 * write, so two transactions may change its children at once. Loading under the
 * lock (READ COMMITTED: each statement sees every commit before it) makes the
 * transaction that commits last publish the children of both.
 */
/** Read by every write on SQLite: compiled once. */
const headSeq = preparedQuery(1, (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('changes')
    .select((eb) => eb.fn.max('seq').as('max'))
    .where('companyId', '=', companyId),
);

/**
 * The company's write lock on PostgreSQL (transaction-scoped, re-entrant),
 * taken by appendChanges before seqs are drawn. A batch's transaction
 * (server/db/groupCommit.ts) holds it from its first call to its commit, and
 * takes it before each call's work, so two overlapping batches wait for each
 * other before touching a row instead of deadlocking on them. SQLite has one
 * writer at a time already.
 */
export async function lockCompanyWrites(tx: Transaction<Database>, kind: DbKind, companyId: string): Promise<void> {
  if (kind === 'postgres') await sql`SELECT pg_advisory_xact_lock(hashtextextended(${'changes:' + companyId}, 0))`.execute(tx);
}

export async function appendChanges(
  tx: Transaction<Database>,
  kind: DbKind,
  companyId: string,
  touched: ReadonlyMap<EntityName, ReadonlySet<string>>,
): Promise<void> {
  if (touched.size === 0) return;
  await lockCompanyWrites(tx, kind, companyId);
  const rows: { entity: EntityName; entityId: string; op: 'put' | 'delete'; data: string | null; readersOf: string | null }[] = [];
  for (const [entity, idSet] of touched) {
    const ids = [...idSet];
    for (let i = 0; i < ids.length; i += BATCH) {
      const slice = ids.slice(i, i + BATCH);
      const loaded = new Map((await shapeOf(entity).load(tx, companyId, slice)).map((r) => [r.id, r]));
      for (const id of slice) {
        const data = loaded.get(id);
        const readers = data ? decidingEntity(entity, data) : undefined;
        rows.push({
          entity,
          entityId: id,
          op: data ? 'put' : 'delete',
          data: data ? JSON.stringify(data) : null,
          readersOf: readers !== undefined && readers !== entity ? readers : null,
        });
      }
    }
  }

  let nextSeq: () => unknown;
  if (kind === 'postgres') {
    nextSeq = () => sql`nextval('change_seq')`;
  } else {
    const { max } = (await headSeq(tx, companyId)).rows[0]!;
    let seq = Number(max ?? 0);
    nextSeq = () => ++seq;
  }

  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insertInto('changes')
      .values(rows.slice(i, i + BATCH).map((r) => ({ companyId, ...r, seq: nextSeq() as number })))
      .onConflict((oc) =>
        oc.columns(['companyId', 'entity', 'entityId']).doUpdateSet((eb) => ({
          seq: eb.ref('excluded.seq'),
          op: eb.ref('excluded.op'),
          data: eb.ref('excluded.data'),
          // A delete has no row to tell its owner: it keeps the one its put stored.
          readersOf: eb.fn.coalesce(eb.ref('excluded.readersOf'), eb.ref('changes.readersOf')),
        })),
      )
      .execute();
  }
}

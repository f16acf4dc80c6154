import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';
import type { Database, NewRow, Row, TableName } from '../db/schema.js';
import { withFoldedKey, withoutFoldedKey, type KeyColumn } from '../db/foldedTexts.js';
import type { EntityName } from '../../domain/entities.js';
import { ENTITY_NAMES } from '../../domain/entities.js';
import { newId } from '../../domain/ids.js';
import { notFound, refuse } from '../http/errors.js';
import { MSG } from '../../domain/messages.js';

/** Tables that are an entity's main table (every entity is named after it) publish that entity when written. */
const ENTITY_OF_TABLE = new Map<TableName, EntityName>(ENTITY_NAMES.map((e) => [e, e]));

/** Rows to one insert statement: within both databases' bound on parameters for the widest table. */
const INSERT_BATCH = 200;

// The writer works on any tenant table by name; Kysely cannot type a column
// reference across a union of tables, so these generic statements use an untyped
// view of the same transaction. Callers still get typed rows back.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- callers name tables through TenantTable and get typed rows back
type Untyped = Kysely<any>;

/** The tables a company owns rows of: the Writer writes only these. */
export type TenantTable = {
  [T in TableName]: Database[T] extends { companyId: string; id: string; createdAt: string } ? T : never;
}[TableName];

/** What a caller supplies for an insert: the writer fills id, company, times and the folded key. */
export type Values<T extends TenantTable> = Omit<NewRow<T>, 'id' | 'companyId' | 'createdAt' | 'updatedAt' | KeyColumn<T>> & { id?: string };

/**
 * The only way route code changes tenant data. Every insert, update and delete
 * is scoped to the caller's company, audited with old and new values, and marks
 * its entity for the change feed — all inside the one transaction the request
 * runs in (see runWrite), so data, audit and feed commit or vanish together.
 * A text the company holds once gets its folded key stored beside it
 * (server/db/foldedTexts.ts); the audit shows the text, not the key.
 */
export class Writer {
  readonly touched = new Map<EntityName, Set<string>>();
  /** Every row this request wrote, per table: as stored after an insert or update, as it was before a delete. Derived columns (workStatuses.ts) are settled from it. */
  readonly written = new Map<TenantTable, Record<string, unknown>[]>();

  constructor(
    readonly tx: Transaction<Database>,
    readonly companyId: string,
    readonly userId: string | null,
    readonly now: string = new Date().toISOString(),
    /** The kiosk and worker's turn a kiosk's change was made in: the audit names both beside the worker. */
    readonly kiosk: { id: string; switchId: string | null } | null = null,
  ) {}

  /** Marks a row for the feed; a parent whose child list changed is published this way. */
  publish(entity: EntityName, id: string): void {
    let ids = this.touched.get(entity);
    if (!ids) this.touched.set(entity, (ids = new Set()));
    ids.add(id);
  }

  private get untyped(): Untyped {
    return this.tx;
  }

  async insert<T extends TenantTable>(table: T, values: Values<T>): Promise<Row<T>> {
    const [row] = await this.insertMany(table, [values]);
    return row!;
  }

  /**
   * Inserts rows of one table, each audited and published as insert does it,
   * a few hundred to a statement: an import of thousands of rows makes tens
   * of round trips to the database, not two per row.
   */
  async insertMany<T extends TenantTable>(table: T, values: readonly Values<T>[]): Promise<Row<T>[]> {
    const rows = values.map((v) => ({ ...v, id: v.id ?? newId(), companyId: this.companyId, createdAt: this.now, updatedAt: this.now }));
    const stored = rows.map((row) => withFoldedKey(table, row));
    for (let i = 0; i < rows.length; i += INSERT_BATCH) {
      await this.untyped.insertInto(table).values(stored.slice(i, i + INSERT_BATCH)).execute();
      await this.tx
        .insertInto('auditLog')
        .values(rows.slice(i, i + INSERT_BATCH).map((row) => this.auditRow(table, row.id, 'created', null, row)))
        .execute();
    }
    for (const row of rows) this.publishTable(table, row.id);
    this.wrote(table, rows);
    return stored as unknown as Row<T>[];
  }

  /** Loads a row of this company, or answers 404: another company's id is simply not found. */
  async get<T extends TenantTable>(table: T, id: string): Promise<Row<T>> {
    const row = await this.untyped
      .selectFrom(table as string)
      .selectAll()
      .where('companyId', '=', this.companyId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row as Row<T>;
  }

  async update<T extends TenantTable>(table: T, id: string, patch: Partial<Values<T>>): Promise<Row<T>> {
    const old = (await this.get(table, id)) as Record<string, unknown>;
    const changed: Record<string, unknown> = {};
    const before: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined && old[key] !== value) {
        changed[key] = value;
        before[key] = old[key];
      }
    }
    if (Object.keys(changed).length === 0) return old as Row<T>;
    changed.updatedAt = this.now;
    const stored = withFoldedKey(table, changed);
    await this.untyped.updateTable(table as string).set(stored).where('companyId', '=', this.companyId).where('id', '=', id).execute();
    await this.audit(table, id, 'updated', before, changed);
    this.publishTable(table, id);
    const row = { ...old, ...stored };
    this.wrote(table, [row]);
    return row as Row<T>;
  }

  async delete<T extends TenantTable>(table: T, id: string): Promise<Row<T>> {
    const old = await this.get(table, id);
    await this.untyped.deleteFrom(table as string).where('companyId', '=', this.companyId).where('id', '=', id).execute();
    await this.audit(table, id, 'deleted', withoutFoldedKey(table, old), null);
    this.publishTable(table, id);
    this.wrote(table, [old]);
    return old;
  }

  /**
   * The id of a row about to be created: the one the device made (so later
   * queued writes that name it still find it, see "Ids" in ARCHITECTURE.md), or
   * a new one. An id already taken — by any company — is refused, never reused.
   */
  async claimId(table: TenantTable, requested: string | undefined): Promise<string> {
    if (requested === undefined) return newId();
    // Two creates racing with one id (a device retrying under a new key) wait here for each other, so the
    // second sees the first's row and is refused as a taken id, not by the primary key as a 500.
    // SQLite runs one write transaction at a time already.
    if (this.tx.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`id:${requested}`}, 0))`.execute(this.tx);
    }
    const taken = await this.untyped.selectFrom(table as string).select('companyId').where('id', '=', requested).executeTakeFirst();
    if (!taken) return requested;
    // Another company's id answers exactly as an id that is no id (issue 8 item 15): the answer names no
    // owner and no record. That a well-formed id is refused at all only tells someone who already holds it;
    // a UUIDv7's 74 random bits cannot be guessed, so no one can probe for another company's rows this way.
    throw taken.companyId === this.companyId ? refuse(MSG.idTaken, 'id') : refuse(MSG.invalidValue, 'id');
  }

  /** The next human number of a kind (offer number, transport code) for this company. */
  async nextNumber(name: string): Promise<number> {
    const row = await this.tx
      .insertInto('companyCounters')
      .values({ companyId: this.companyId, name, value: 1 })
      .onConflict((oc) => oc.columns(['companyId', 'name']).doUpdateSet((eb) => ({ value: eb('companyCounters.value', '+', 1) })))
      .returning('value')
      .executeTakeFirstOrThrow();
    return row.value;
  }

  private wrote(table: TenantTable, rows: readonly Record<string, unknown>[]): void {
    const list = this.written.get(table);
    if (list) list.push(...rows);
    else this.written.set(table, [...rows]);
  }

  private publishTable(table: TableName, id: string): void {
    const entity = ENTITY_OF_TABLE.get(table);
    if (entity) this.publish(entity, id);
  }

  private async audit(type: string, id: string, event: string, oldValues: unknown, newValues: unknown): Promise<void> {
    await this.tx.insertInto('auditLog').values(this.auditRow(type, id, event, oldValues, newValues)).execute();
  }

  private auditRow(type: string, id: string, event: string, oldValues: unknown, newValues: unknown): NewRow<'auditLog'> {
    return {
      id: newId(),
      companyId: this.companyId,
      userId: this.userId,
      kioskId: this.kiosk?.id ?? null,
      kioskSwitchId: this.kiosk?.switchId ?? null,
      auditableType: type,
      auditableId: id,
      event,
      oldValues: oldValues === null ? null : JSON.stringify(redact(oldValues)),
      newValues: newValues === null ? null : JSON.stringify(redact(newValues)),
      createdAt: this.now,
      updatedAt: this.now,
    };
  }
}

/** Columns holding a secret or what could be turned back into one. */
const SECRET_COLUMNS = ['passwordHash', 'pinHash', 'verifier', 'salt', 'secretHash', 'tokenHash'] as const;

/** Secrets never reach the audit log: that one was written, not what. */
function redact(values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const secrets = SECRET_COLUMNS.filter((c) => c in values);
  if (secrets.length === 0) return values;
  return { ...values, ...Object.fromEntries(secrets.map((c) => [c, '[redacted]'])) };
}

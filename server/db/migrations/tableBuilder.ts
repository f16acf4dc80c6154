import { PostgresAdapter, sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * Column vocabulary shared by the migrations, portable between SQLite and
 * PostgreSQL: ids are UUIDv7 text, times ISO-8601 text (sortable, one format on
 * both databases), flags 0/1 integers as the API speaks them, money numeric.
 */
export type ColumnKind = 'id' | 'text' | 'int' | 'money' | 'qty' | 'time' | 'date' | 'json' | 'flag';

export type ColumnSpec =
  | ColumnKind
  | { kind: ColumnKind; notNull?: boolean; default?: string | number; references?: string; onDelete?: 'cascade' | 'set null' };

// Kysely types migrations as Kysely<any>: a migration must not depend on the
// application's current schema type, which describes the latest state only.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely's own Migration type takes Kysely<any>
export type MigrationDb = Kysely<any>;

export function isPostgres(db: MigrationDb): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

const SQL_TYPE: Record<ColumnKind, string> = {
  id: 'text',
  text: 'text',
  int: 'integer',
  money: 'numeric(14, 2)',
  qty: 'numeric(14, 3)',
  time: 'text',
  date: 'text',
  json: 'text',
  flag: 'integer',
};

function applySpec(col: ColumnDefinitionBuilder, spec: ColumnSpec): ColumnDefinitionBuilder {
  if (typeof spec === 'string') return col;
  let c = col;
  if (spec.notNull) c = c.notNull();
  if (spec.default !== undefined) c = c.defaultTo(spec.default);
  if (spec.references) {
    c = c.references(spec.references);
    if (spec.onDelete) c = c.onDelete(spec.onDelete);
  }
  return c;
}

/**
 * A tenant-owned table: id, company_id (indexed, cascading), created_at and
 * updated_at, then the given columns.
 */
export async function createTenantTable(
  db: MigrationDb,
  name: string,
  columns: Record<string, ColumnSpec>,
  opts: { unique?: string[][]; indexes?: string[][] } = {},
): Promise<void> {
  let t = db.schema
    .createTable(name)
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.notNull().references('companies.id').onDelete('cascade'));
  for (const [col, spec] of Object.entries(columns)) {
    const kind = typeof spec === 'string' ? spec : spec.kind;
    t = t.addColumn(col, sql.raw(SQL_TYPE[kind]), (c) => applySpec(c, spec));
  }
  t = t
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull());
  for (const cols of opts.unique ?? []) t = t.addUniqueConstraint(`${name}_${cols.join('_')}_uq`, cols as never[]);
  await t.execute();
  await db.schema.createIndex(`${name}_company_idx`).on(name).column('company_id').execute();
  for (const cols of opts.indexes ?? []) {
    await db.schema.createIndex(`${name}_${cols.join('_')}_idx`).on(name).columns(cols).execute();
  }
}

export const ref = (table: string, onDelete: 'cascade' | 'set null' = 'cascade', notNull = onDelete === 'cascade'): ColumnSpec => ({
  kind: 'id',
  references: `${table}.id`,
  onDelete,
  notNull,
});
export const required = (kind: ColumnKind): ColumnSpec => ({ kind, notNull: true });
export const flag = (value: 0 | 1): ColumnSpec => ({ kind: 'flag', notNull: true, default: value });

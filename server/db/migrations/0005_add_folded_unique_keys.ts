import { isPostgres, type MigrationDb } from './tableBuilder.js';

// Frozen copies (see 0004): this migration keeps meaning what it meant when it
// ran. The texts a company holds once whatever their case, and the fold of
// domain/admin/names.ts `foldName` as it was then. Should that rule change, a
// later migration re-folds; this one does not follow it.
const FOLDED_TEXTS: readonly (readonly [table: string, column: string])[] = [
  ['users', 'username'],
  ['departments', 'name'],
  ['responsibilities', 'name'],
  ['equipment', 'name'],
  ['units', 'name'],
  ['article_types', 'name'],
  ['suppliers', 'name'],
  ['color_palettes', 'name'],
  ['offer_fields', 'name'],
  ['materials', 'name'],
  ['articles', 'code'],
  ['impression_questions', 'question'],
];
const fold = (text: string) => text.trim().toLocaleLowerCase('sq');

interface StoredText {
  id: string;
  company: string;
  text: string;
}

/**
 * Each of those texts gets a `<column>_key` twin holding its fold, unique with
 * company_id: the database itself then refuses 'prerje' beside 'Prerje', even
 * when two saves race past the routes' check, and the check is an index lookup
 * instead of a scan of the company's rows. (The case-sensitive constraints of
 * 0001/0002 stay: SQLite cannot drop them without rebuilding the tables.)
 */
export async function up(db: MigrationDb): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction. This one must apply
  // whole or not at all: a run stopped after some columns were added could not
  // be repeated (the columns exist) nor would it be recorded as applied.
  if (isPostgres(db)) await addFoldedKeys(db);
  else await db.transaction().execute((tx) => addFoldedKeys(tx));
}

async function addFoldedKeys(db: MigrationDb): Promise<void> {
  const texts = new Map<string, StoredText[]>();
  for (const [table, column] of FOLDED_TEXTS) {
    // Aliased to plain words, so the connection's camelCase plugin leaves them as written.
    const rows = (await db.selectFrom(table).select(['id', 'company_id as company', `${column} as text`]).execute()) as StoredText[];
    texts.set(table, rows);
  }
  // Before anything changes: rows that already fold alike would fail the
  // unique index half way. They are named so an admin can rename one of them.
  const clashes = FOLDED_TEXTS.flatMap(([table, column]) => clashesOf(texts.get(table) ?? []).map((c) => `${table}.${column}: ${c}`));
  if (clashes.length > 0) {
    throw new Error(`Cannot make these texts unique whatever their case; rename one of each group and start again:\n${clashes.join('\n')}`);
  }

  for (const [table, column] of FOLDED_TEXTS) {
    const key = `${column}_key`;
    await db.schema.alterTable(table).addColumn(key, 'text').execute();
    for (const row of texts.get(table) ?? []) {
      await db.updateTable(table).set({ [key]: fold(row.text) }).where('id', '=', row.id).execute();
    }
    await db.schema.createIndex(`${table}_company_id_${key}_uq`).on(table).columns(['company_id', key]).unique().execute();
  }
}

/** Groups of one company's texts that fold to one key, described for the operator. */
function clashesOf(rows: readonly StoredText[]): string[] {
  const groups = new Map<string, StoredText[]>();
  for (const row of rows) {
    const k = `${row.company}\u0000${fold(row.text)}`;
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => `company ${g[0]!.company}: ${g.map((r) => JSON.stringify(r.text)).join(', ')} (ids ${g.map((r) => r.id).join(', ')})`);
}

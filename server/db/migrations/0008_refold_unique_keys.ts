import { isPostgres, type MigrationDb } from './tableBuilder.js';

// Frozen copies (see 0004, 0005): this migration keeps meaning what it meant
// when it ran. The texts a company holds once, and the fold of
// domain/admin/names.ts `foldName` as it became then (issue 8 items 6 and 13).
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
const INVISIBLE = /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/gu;
const fold = (text: string) => text.replace(INVISIBLE, '').normalize('NFC').trim().toUpperCase().toLowerCase().normalize('NFC');

/**
 * Sets a key apart from the fold it shares with an older row. U+200B is one of
 * the characters the fold drops, so no text typed later folds to this key: it
 * blocks nothing, and the older row keeps the plain key every check finds.
 */
const setApart = (key: string, id: string) => `${key}\u200B${id}`;

/** One company's rows of a table are read at once: lists and users are hundreds, not millions. */
interface StoredText {
  id: string;
  text: string;
  key: string | null;
}

/**
 * Re-folds every stored key with the Unicode-wide fold: 'ß' beside 'ss',
 * decomposed beside composed accents, invisible characters dropped. Texts that
 * were different before may now fold alike ('Café' typed twice, one of them
 * decomposed); the migration never fails on them — real data must not stop a
 * server from starting. The row created first keeps the plain key; each later
 * one gets its key set apart (setApart) and is named in the server's output, so
 * an admin can rename or remove it. Until then saving it unrenamed is refused
 * as a duplicate, which asks for exactly that. The texts themselves are left as
 * stored: they look the same either way, and the next save normalizes them.
 */
export async function up(db: MigrationDb): Promise<void> {
  // Kysely runs SQLite migrations outside a transaction; this one applies whole or not at all.
  const clashes = isPostgres(db) ? await refoldAll(db) : await db.transaction().execute((tx) => refoldAll(tx));
  if (clashes.length > 0) {
    console.warn(
      `Migration 0008: these texts now fold alike. The first of each group keeps its place; rename or remove the others:\n${clashes.join('\n')}`,
    );
  }
}

async function refoldAll(db: MigrationDb): Promise<string[]> {
  const clashes: string[] = [];
  for (const [table, column] of FOLDED_TEXTS) {
    const companies = await db.selectFrom(table).select('company_id as company').distinct().execute();
    for (const { company } of companies as { company: string }[]) {
      clashes.push(...(await refoldCompany(db, table, column, company)).map((c) => `${table}.${column}: company ${company}: ${c}`));
    }
  }
  return clashes;
}

/**
 * Re-folds one company's keys of a table with `foldText`, the first made row
 * keeping a key later ones share (set apart, named in the returned clashes).
 * Migration 0023 re-folds usernames with it.
 */
export async function refoldCompany(db: MigrationDb, table: string, column: string, company: string, foldText: (text: string) => string = fold): Promise<string[]> {
  const key = `${column}_key`;
  // Aliased to plain words, so the connection's camelCase plugin leaves them as written.
  const rows = (await db
    .selectFrom(table)
    .select(['id', `${column} as text`, `${key} as key`])
    .where('company_id', '=', company)
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as StoredText[];

  const owner = new Map<string, StoredText>();
  const clashes: string[] = [];
  const next = new Map<string, string>();
  for (const row of rows) {
    const folded = foldText(row.text);
    const first = owner.get(folded);
    if (first) {
      next.set(row.id, setApart(folded, row.id));
      clashes.push(`${JSON.stringify(row.text)} (id ${row.id}) folds like ${JSON.stringify(first.text)} (id ${first.id})`);
    } else {
      owner.set(folded, row);
      next.set(row.id, folded);
    }
  }

  const changed = rows.filter((r) => next.get(r.id) !== r.key);
  // The keys are cleared before any is set: the unique index allows any number
  // of empty keys, so no new key meets an old one another row has yet to give up.
  for (let i = 0; i < changed.length; i += 500) {
    const ids = changed.slice(i, i + 500).map((r) => r.id);
    await db.updateTable(table).set({ [key]: null }).where('id', 'in', ids).execute();
  }
  for (const row of changed) await db.updateTable(table).set({ [key]: next.get(row.id) }).where('id', '=', row.id).execute();
  return clashes;
}

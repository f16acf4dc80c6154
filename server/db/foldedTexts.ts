import { foldUniqueText } from '../../domain/admin/names.js';
import { normalizeText } from '../../domain/text/normalizeText.js';
import { ENTITIES, ENTITY_NAMES, type EntityName, type UniqueTextOf } from '../../domain/entities.js';
import type { EntityDecl } from '../../domain/kit/module.js';
import type { Database, TableName } from './schema.js';

/**
 * The texts a company holds once whatever their case (domain/admin/names.ts),
 * one per table, as the entities declare them (`uniqueText`, domain/kit/module.ts).
 * Each has a `<column>Key` twin holding its fold, unique with companyId
 * (migration 0005): duplicates are found through that index, and the database
 * refuses one that two concurrent saves both let past the check.
 *
 * Every stored write fills the twin from here — the Writer for the routes,
 * insertMany for the seed — so no list, and no write added later, can forget it.
 * Migration 0008 re-folded the keys stored before the fold became Unicode-wide;
 * a key it found taken by an older row was set apart as `<key>\u200B<id>`
 * (see there), which no text folds to.
 */
type FoldedEntity = { [E in EntityName]: [UniqueTextOf<E>] extends [never] ? never : E }[EntityName];

export const FOLDED_TEXTS = Object.fromEntries(
  ENTITY_NAMES.flatMap((name) => {
    const { uniqueText }: EntityDecl = ENTITIES[name];
    return uniqueText ? [[name, uniqueText]] : [];
  }),
) as FoldedTexts;

/** A declared unique text that is not a column of its entity's table fails to compile here. */
type ColumnsOfTables<T extends { [E in FoldedEntity]: keyof Database[E] & string }> = T;
type FoldedTexts = ColumnsOfTables<{ [E in FoldedEntity]: UniqueTextOf<E> }>;

export type FoldedTable = keyof typeof FOLDED_TEXTS;

/** The key column of a table's folded text ('nameKey'); none for other tables. */
export type KeyColumn<T extends TableName> = T extends FoldedTable ? `${(typeof FOLDED_TEXTS)[T]}Key` : never;

export function isFoldedTable(table: string): table is FoldedTable {
  return Object.hasOwn(FOLDED_TEXTS, table);
}

export function keyColumnOf<T extends FoldedTable>(table: T): KeyColumn<T> {
  return `${FOLDED_TEXTS[table]}Key` as KeyColumn<T>;
}

/**
 * The values as they are stored: when they set the folded text, that text in
 * its one spelling (domain/text/normalizeText.ts) and its key beside it. The
 * schemas normalize already (filledText); here it holds for every write path,
 * the seed's and a later module's whose schema might not.
 */
export function withFoldedKey<V extends object>(table: TableName, values: V): V {
  if (!isFoldedTable(table)) return values;
  const column = FOLDED_TEXTS[table];
  const text: unknown = (values as Record<string, unknown>)[column];
  return typeof text === 'string' ? { ...values, [column]: normalizeText(text), [keyColumnOf(table)]: foldUniqueText(table, text) } : values;
}

/**
 * A stored row without its key. The key is the server's bookkeeping: audit
 * rows show the text that changed, and devices and API clients get rows
 * without it (they fold with domain/admin/names.ts themselves).
 */
export function withoutFoldedKey<T extends TableName, R extends object>(table: T, row: R): Omit<R, KeyColumn<T>> {
  if (!isFoldedTable(table)) return row;
  const { [keyColumnOf(table)]: _key, ...rest } = row as Record<string, unknown>;
  return rest as Omit<R, KeyColumn<T>>;
}

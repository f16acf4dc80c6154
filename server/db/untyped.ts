import type { Kysely } from 'kysely';
import type { Database, TableName } from './schema.js';
import type { Reader } from '../entities/feedShape.js';

// Shared write helpers (references, ownership, duplicates) address a table and column chosen from a typed list at the
// call site (see `Column`); Kysely cannot type a column reference across a union
// of tables, so the helpers run on an untyped view of the same connection.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the helpers' tables and columns are checked where `Column` lists them
export type Untyped = Kysely<any>;

export const untyped = (db: Reader): Untyped => db;

/** A table and one of its columns, checked by the compiler where the list is written. */
export type Column = { [T in TableName]: readonly [T, keyof Database[T] & string] }[TableName];

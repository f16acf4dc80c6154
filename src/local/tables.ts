import type { Table } from 'dexie';
import type { EntityName, RowOf } from '../../domain/entities.js';
import type { ZanatiDb } from './db.js';
import type { Row } from './types.js';

/**
 * One entity's table, typed with its row. Indexing the mirror with a generic
 * entity gives TypeScript the union of every table; this names the one meant.
 */
export const tableOf = <E extends EntityName>(db: ZanatiDb, entity: E): Table<RowOf<E>, string> => db[entity] as Table<RowOf<E>, string>;

/** Any entity's table read by column name, for the screens one generic page serves for several lists (the admin lists). */
export const rowsTable = (db: ZanatiDb, entity: EntityName): Table<Row, string> => db[entity] as unknown as Table<Row, string>;

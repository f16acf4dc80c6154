import type { ColumnType } from 'kysely';

/** Column shapes shared by the table types (camelCase through CamelCasePlugin). */
export type Nullable<T> = T | null;
/** A column the database fills when the insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** id, company and times: every tenant-owned table starts with these (tableBuilder.createTenantTable). */
export interface Tenant {
  id: string;
  companyId: string;
  createdAt: string;
  updatedAt: string;
}
export interface Named extends Tenant {
  name: string;
}
/**
 * The fold of a text the company holds once whatever its case, unique with
 * companyId (migration 0005, server/db/foldedTexts.ts). The Writer and the seed
 * fill it from the text; callers never set it. Nullable in the database: a
 * column added to a filled SQLite table cannot be NOT NULL without a default.
 */
export type FoldedKey = ColumnType<string | null, string | undefined, string | undefined>;
/** A lookup whose name the company holds once. */
export interface UniquelyNamed extends Named {
  nameKey: FoldedKey;
}

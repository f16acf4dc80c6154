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

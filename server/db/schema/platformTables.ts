import type { Defaulted, FoldedKey, Nullable, Tenant } from './columns.js';

/** Tenants, users and the platform tables (migration 0001; usernameKey, 0005). */
export interface CompaniesTable {
  id: string;
  code: string;
  name: string;
  createdAt: string;
}
export interface CompanyCountersTable {
  companyId: string;
  name: string;
  value: number;
}
export interface PermissionsTable {
  id: number;
  key: string;
  label: string;
}
export interface UsersTable extends Tenant {
  username: string;
  usernameKey: FoldedKey;
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string;
  avatarFileId: Nullable<string>;
  deletedAt: Nullable<string>;
  /** Raised by every change to the user's rights or sessions: cached sessions compare it (server/auth/sessions.ts). */
  authVersion: Defaulted<number>;
}
export interface UserPermissionsTable extends Tenant {
  userId: string;
  permissionId: number;
}
export interface AuthTokensTable extends Tenant {
  userId: string;
  tokenHash: string;
  remember: Defaulted<number>;
  expiresAt: string;
  revokedAt: Nullable<string>;
}
export interface ResetTokensTable extends Tenant {
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: Nullable<string>;
}
export interface LoginFailuresTable {
  companyId: string;
  username: string;
  ip: string;
  failures: number;
  lockedUntil: Nullable<string>;
  updatedAt: string;
}
/** Reset mails sent, counted per user and per client address (migration 0009, server/auth/resetMailQueue.ts). */
export interface ResetMailsTable {
  id: string;
  userId: string;
  ip: string;
  createdAt: string;
}
export interface AuditLogTable extends Tenant {
  userId: Nullable<string>;
  /** A kiosk's change: the kiosk, and the worker's turn (server/routes/kiosk/tables.ts) that says how their PIN was checked. */
  kioskId: Nullable<string>;
  kioskSwitchId: Nullable<string>;
  auditableType: string;
  auditableId: string;
  event: string;
  oldValues: Nullable<string>;
  newValues: Nullable<string>;
}
export interface ChangesTable {
  companyId: string;
  entity: string;
  entityId: string;
  seq: number;
  op: 'put' | 'delete';
  data: Nullable<string>;
  /** The entity whose readers receive this change when it is not `entity` itself: a file's owner (domain/visibility.ts). */
  readersOf: Nullable<string>;
}
export interface IdempotencyKeysTable {
  userId: string;
  key: string;
  companyId: string;
  requestHash: string;
  state: 'running' | 'done';
  statusCode: Nullable<number>;
  body: Nullable<string>;
  createdAt: string;
  updatedAt: string;
}
export interface CountriesTable {
  id: number;
  name: string;
  code: string;
}
export interface CitiesTable {
  id: number;
  countryId: number;
  name: string;
}

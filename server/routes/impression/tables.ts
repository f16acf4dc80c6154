import type { Nullable, Tenant } from '../../db/schema/columns.js';

/** A rating link of a project (migration 0017): the token's hash, never the token. */
export interface ImpressionLinksTable extends Tenant {
  projectId: string;
  clientId: string;
  tokenHash: string;
  expiresAt: string;
  revokedAt: Nullable<string>;
  createdBy: Nullable<string>;
}

declare module '../../db/schema.js' {
  interface Database {
    impressionLinks: ImpressionLinksTable;
  }
}

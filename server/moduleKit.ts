import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { EntityName, RowOf } from '../domain/entities.js';
import type { AnyEndpoint } from '../domain/kit/endpoint.js';
import type { TableName } from './db/schema.js';
import type { DeleteRule } from './write/deletions.js';
import type { EntityShape } from './entities/feedShape.js';

/** The feed loaders a module brings: only for entities whose rows are more than their table's columns. */
export type ShapesOf = { [E in EntityName]?: EntityShape<RowOf<E>> };

/**
 * What a module brings to the server, in `server/routes/<module>/module.ts`;
 * server/modules.ts lists them all (docs/MODULES.md). Everything else about its
 * entities (readers, unique texts, rows) is in its domain descriptor.
 */
export interface ServerModule {
  readonly name: string;
  /** Its routes, registered under /api/v1 (each with serve(), server/http/serve.ts). */
  readonly routes: readonly FastifyPluginAsync[];
  /** Feed loaders of entities with child lists or joins; an entity without one is its table's columns (plainShape). */
  readonly shapes?: ShapesOf;
  /**
   * Migrations of the tables the module adds, named with the next free number
   * of the one sequence (server/db/migrate.ts); its table types join
   * `Database` by declaration merging (docs/MODULES.md).
   */
  readonly migrations?: Readonly<Record<string, Migration>>;
  /**
   * One rule per table whose rows its routes delete: every column pointing at
   * the table is refused while used, deleted with it or detached, through the
   * Writer (server/write/deletions.ts; tests/server/foreignKeys.test.ts).
   */
  readonly deleteRules?: readonly DeleteRule[];
  /** Tables its DELETE calls only mark deleted: nothing pointing at them is ever cascaded. */
  readonly softDeleted?: readonly SoftDeleted[];
}

export interface SoftDeleted {
  readonly table: TableName;
  readonly calls: readonly AnyEndpoint[];
}

export const defineServerModule = <const M extends ServerModule>(module: M): M => module;

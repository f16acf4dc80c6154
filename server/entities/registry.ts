import type { EntityName, RowOf, TypedEntity } from '../../domain/entities.js';
import { ENTITY_NAMES } from '../../domain/entities.js';
import type { TableName } from '../db/schema.js';
import type { ServerModule } from '../moduleKit.js';
import { SERVER_MODULES } from '../modules.js';
import { plainShape, type EntityShape, type FeedColumns } from './feedShape.js';

let shapes: Map<EntityName, EntityShape> | null = null;

/**
 * The feed loader of an entity: the one its module declares, or its table's
 * columns (every entity is named after its table). Assembled on first use,
 * not when this file loads: the modules' routes import it.
 */
export function shapeOf(entity: EntityName): EntityShape {
  shapes ??= new Map(
    ENTITY_NAMES.map((name) => {
      const declared = (SERVER_MODULES as readonly ServerModule[]).find((m) => m.shapes?.[name])?.shapes?.[name];
      return [name, declared ?? plainShape(name)];
    }),
  );
  return shapes.get(entity)!;
}

type DeclaredShape = (typeof SERVER_MODULES)[number] extends infer M ? (M extends { shapes: infer S } ? keyof S : never) : never;
type PlainTyped = Exclude<TypedEntity, DeclaredShape> & TableName;
type Mismatched = { [E in PlainTyped]: FeedColumns<E> extends RowOf<E> ? (RowOf<E> extends FeedColumns<E> ? never : E) : E }[PlainTyped];
type NoneOf<T extends never> = T;

/**
 * An entity loaded as its table's columns must declare exactly those columns
 * as its row (domain/<module>/rows.ts): a schema that drifts from its table
 * names itself here as a compile error.
 */
export type PlainRowsMatchTheirTables = NoneOf<Mismatched>;

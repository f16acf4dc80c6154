import type * as v from 'valibot';
import { joinEntities, type EntityDecl } from './kit/module.js';
import { DOMAIN_MODULES } from './modules.js';
import { canReadModule, type PermissionMap } from './permissions.js';

/**
 * Every entity the change feed sends, joined from the modules' descriptors
 * (domain/modules.ts), with the modules whose holders receive it. The PWA
 * keeps one Dexie table per entity; the server filters the feed by it.
 * 'all': any signed-in user of the company.
 */
export const ENTITIES = joinEntities(DOMAIN_MODULES);

export type EntityName = keyof typeof ENTITIES;
export const ENTITY_NAMES = Object.keys(ENTITIES) as EntityName[];

export const isEntityName = (value: string): value is EntityName => Object.hasOwn(ENTITIES, value);

/**
 * The entities whose rows the user may receive. An entity read by 'owner' is
 * among them: which of its rows are the user's is decided row by row
 * (domain/visibility.ts).
 */
export function visibleEntities(p: PermissionMap): EntityName[] {
  return ENTITY_NAMES.filter((name) => {
    const { readers }: EntityDecl = ENTITIES[name];
    return readers === 'all' || readers === 'owner' || readers.some((m) => canReadModule(p, m));
  });
}

/** One change as the feed sends it. */
export interface Change {
  entity: EntityName;
  id: string;
  op: 'put' | 'delete';
  data: Record<string, unknown> | null;
}

export interface PullPage {
  changes: Change[];
  cursor: string;
  hasMore: boolean;
}

type DeclOf<E extends EntityName> = (typeof ENTITIES)[E];

/** A row of an entity that declares no row schema yet: its feed columns, untyped. */
export type GenericRow = Record<string, unknown> & { id: string };

/** The feed row of an entity: its declared schema's output (domain/kit/module.ts), or GenericRow until it declares one. */
export type RowOf<E extends EntityName> = DeclOf<E> extends { row: infer S extends v.GenericSchema } ? v.InferOutput<S> : GenericRow;

/** The entities whose rows are declared, and so may be written by commands. */
export type TypedEntity = { [E in EntityName]: DeclOf<E> extends { row: v.GenericSchema } ? E : never }[EntityName];

/** The column of the text an entity holds once whatever its case. */
export type UniqueTextOf<E extends EntityName> = DeclOf<E> extends { uniqueText: infer C extends string } ? C : never;

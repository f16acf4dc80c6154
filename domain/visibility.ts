import { ENTITIES, isEntityName, visibleEntities, type EntityName } from './entities.js';
import type { EntityDecl } from './kit/module.js';
import { canReadModule, isAdmin, type PermissionMap } from './permissions.js';

/**
 * Who reads what (ARCHITECTURE.md): one rule for every read path — module
 * routes, the change feed, `sync/rows`, file links and downloads. An entity's
 * rows go to its readers (domain/kit/module.ts); a file goes to whoever reads
 * its owner; users other than admins receive the public columns of a user.
 */

const declOf = (entity: EntityName): EntityDecl => ENTITIES[entity];

/** Whether the user reads the rows of an entity whose readers are a fixed list (not 'owner'). */
function readsAll(p: PermissionMap, entity: EntityName): boolean {
  const { readers } = declOf(entity);
  if (readers === 'owner') return false;
  return readers === 'all' || readers.some((m) => canReadModule(p, m));
}

/**
 * The entity whose readers decide a row: the owner's for an entity read by
 * 'owner' (a file's `ownerType`), else the entity itself. An owner that names
 * no entity decides nothing anyone may read: undefined.
 */
export function decidingEntity(entity: EntityName, row: Readonly<Record<string, unknown>>): EntityName | undefined {
  if (declOf(entity).readers !== 'owner') return entity;
  const owner = row.ownerType;
  return typeof owner === 'string' && isEntityName(owner) && declOf(owner).readers !== 'owner' ? owner : undefined;
}

/** Whether the user may read this row of the entity (a file: whether they read its owner). */
export function readsRow(p: PermissionMap, entity: EntityName, row: Readonly<Record<string, unknown>>): boolean {
  const deciding = decidingEntity(entity, row);
  return deciding !== undefined && readsAll(p, deciding);
}

/** Whether the user receives the whole row, or only the entity's public columns. */
export function readsWholeRow(p: PermissionMap, entity: EntityName): boolean {
  return declOf(entity).publicColumns === undefined || isAdmin(p);
}

/** The row as this user may see it: whole, or its public columns. */
export function projectRow<R extends Record<string, unknown>>(p: PermissionMap, entity: EntityName, row: R): Partial<R> {
  const columns = declOf(entity).publicColumns;
  if (columns === undefined || isAdmin(p)) return row;
  return Object.fromEntries(columns.filter((c) => Object.hasOwn(row, c)).map((c) => [c, row[c]])) as Partial<R>;
}

/**
 * What a device's mirror holds for these permissions, as comparable words: the
 * visible entities, a projected one marked `:public`. A device whose scope
 * changed starts its feed again (src/local/pull.ts adoptScope); the entities
 * whose rows depend on more than the entity's visibility (ROW_SCOPED) are
 * emptied first, since what they held may no longer be theirs to hold.
 */
export function feedScope(p: PermissionMap): string[] {
  return visibleEntities(p)
    .map((e) => (readsWholeRow(p, e) ? e : publicScopeWord(e)))
    .sort();
}

/**
 * A projected entity's scope word names its public columns: a release that
 * changes them (users gained `permissions`, issue 12) changes the word, so a
 * device holding the old projection empties the table and reads it again
 * (src/local/pull.ts adoptScope) instead of keeping rows without the column.
 */
function publicScopeWord(entity: EntityName): string {
  const columns = [...(declOf(entity).publicColumns ?? [])].sort().join('+');
  return `${entity}:public:${columns}`;
}

/** The entity a scope word names. */
export const scopeEntity = (word: string): string => word.split(':')[0]!;

/** Entities whose rows a device may hold or not depending on more than their own readers: per-row readers or public columns. */
export const ROW_SCOPED: readonly EntityName[] = (Object.keys(ENTITIES) as EntityName[]).filter(
  (e) => declOf(e).readers === 'owner' || declOf(e).publicColumns !== undefined,
);

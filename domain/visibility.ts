import { ENTITIES, isEntityName, visibleEntities, type EntityName } from './entities.js';
import type { EntityDecl } from './kit/module.js';
import { canReadModule, isAdmin, type PermissionMap } from './permissions.js';

/**
 * Who reads what (ARCHITECTURE.md): one rule for every read path — module
 * routes, the change feed, `sync/rows`, file links and downloads. An entity's
 * rows go to its readers (domain/kit/module.ts); a file goes to whoever reads
 * its owner; each reader receives the columns the entity's rule gives them
 * (domain/kit/module.ts ColumnRule): users' public columns, clients' contact
 * and bank fields, the money of offers' lines and agreements.
 */

const declOf = (entity: EntityName): EntityDecl => ENTITIES[entity];

/** Whether the user reads the rows of an entity whose readers are a fixed list (not 'owner'). */
export function readsAll(p: PermissionMap, entity: EntityName): boolean {
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

/**
 * Whether the user may read this row of the entity (a file: whether they read
 * its owner, whole where the owner's rule keeps its files to whole readers).
 */
export function readsRow(p: PermissionMap, entity: EntityName, row: Readonly<Record<string, unknown>>): boolean {
  const deciding = decidingEntity(entity, row);
  if (deciding === undefined || !readsAll(p, deciding)) return false;
  return deciding === entity || declOf(deciding).columns?.files !== 'wholeReaders' || readsWholeRow(p, deciding);
}

/** The owners whose files this user reads (a file's `ownerType`): what the snapshot's head counts of `files`. */
export function fileOwnersRead(p: PermissionMap): EntityName[] {
  return (Object.keys(ENTITIES) as EntityName[]).filter((owner) => readsRow(p, 'files', { ownerType: owner }));
}

/**
 * The columns of an entity this user receives (the entity's ColumnRule), or
 * 'whole': admins, holders of a `whole` module, and every reader of an entity
 * without a rule get the whole row.
 */
export function columnsFor(p: PermissionMap, entity: EntityName): 'whole' | readonly string[] {
  const rule = declOf(entity).columns;
  if (rule === undefined || isAdmin(p) || rule.whole.some((m) => canReadModule(p, m))) return 'whole';
  const more = (rule.more ?? []).filter((g) => g.modules.some((m) => canReadModule(p, m))).flatMap((g) => g.columns);
  return [...new Set([...rule.base, ...more])].sort();
}

/** Whether the user receives the whole row, or only some of its columns. */
export function readsWholeRow(p: PermissionMap, entity: EntityName): boolean {
  return columnsFor(p, entity) === 'whole';
}

/**
 * Whether the user reads the entity's rows whole: what the entity's own
 * routes ask of offers and measures, whose answers join their files and lines
 * — a reader given a few columns for its own screen reads them there.
 */
export function readsWhole(p: PermissionMap, entity: EntityName): boolean {
  return readsAll(p, entity) && readsWholeRow(p, entity);
}

/** The row as this user may see it: whole, or the columns they receive. */
export function projectRow<R extends Record<string, unknown>>(p: PermissionMap, entity: EntityName, row: R): Partial<R> {
  const columns = columnsFor(p, entity);
  if (columns === 'whole') return row;
  return Object.fromEntries(columns.filter((c) => Object.hasOwn(row, c)).map((c) => [c, row[c]])) as Partial<R>;
}

/**
 * A route's read built on an entity's row (its columns and what the route
 * joins to them) as this user may see it: the entity's columns they do not
 * receive are left out, the joined keys kept. The same rule as the feed's.
 */
export function projectRead<R extends Record<string, unknown>>(p: PermissionMap, entity: EntityName, read: R): R {
  const columns = columnsFor(p, entity);
  const row = declOf(entity).row;
  if (columns === 'whole' || row === undefined || !('entries' in row)) return read;
  const own = Object.keys(row.entries as Record<string, unknown>);
  return Object.fromEntries(Object.entries(read).filter(([key]) => !own.includes(key) || columns.includes(key))) as R;
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
    .map((e) => scopeWord(e, columnsFor(p, e)))
    .sort();
}

/**
 * A projected entity's scope word names its columns: a release that changes
 * them (users gained `permissions`, issue 12; clients lost their bank fields
 * for production, issue 34) changes the word, so a device holding the old
 * projection empties the table and reads it again (src/local/pull.ts
 * adoptScope) instead of keeping columns it may no longer hold.
 */
function scopeWord(entity: EntityName, columns: 'whole' | readonly string[]): string {
  return columns === 'whole' ? entity : `${entity}:columns:${columns.join('+')}`;
}

/** The entity a scope word names. */
export const scopeEntity = (word: string): string => word.split(':')[0]!;

/** Entities whose rows a device may hold or not depending on more than their own readers: per-row readers or a column rule. */
export const ROW_SCOPED: readonly EntityName[] = (Object.keys(ENTITIES) as EntityName[]).filter(
  (e) => declOf(e).readers === 'owner' || declOf(e).columns !== undefined,
);

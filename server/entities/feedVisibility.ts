import { isEntityName, visibleEntities, type Change, type EntityName } from '../../domain/entities.js';
import type { PermissionMap } from '../../domain/permissions.js';
import { projectRow, readsRow, readsWholeRow } from '../../domain/visibility.js';
import type { FeedRow } from './feedShape.js';

/** A stored change as the pull reads it: its data still JSON text. */
export interface StoredChange {
  entity: string;
  readersOf: string | null;
  op: 'put' | 'delete';
  data: string | null;
}

/**
 * The data a user receives of a stored change, as JSON text, or undefined when
 * the change is not theirs (domain/visibility.ts). Only changes that carry a
 * projection are parsed: the pull splices every other one in as stored.
 *
 * A delete whose owner is unknown (a file created and removed in one write, or
 * removed before migration 0006) goes to every reader of the entity: it names
 * only an id, and a device that held the row must drop it.
 */
export function changeReader(p: PermissionMap): (change: StoredChange) => string | undefined {
  const visible = new Set<string>(visibleEntities(p));
  return (change) => {
    if (!visible.has(change.entity) || !isEntityName(change.entity)) return undefined;
    const entity: EntityName = change.entity;
    if (change.op === 'delete') return change.readersOf === null || readsRow(p, entity, { ownerType: change.readersOf }) ? 'null' : undefined;
    if (change.data === null || !readsRow(p, entity, { ownerType: change.readersOf })) return undefined;
    return readsWholeRow(p, entity) ? change.data : JSON.stringify(projectRow(p, entity, JSON.parse(change.data) as FeedRow));
  };
}

/**
 * Loaded rows as changes for this user: a row they may read, as they may see
 * it; one they may not, or one that is missing, as a delete — the same answer,
 * so neither tells whether the other exists.
 */
export function rowsAsChanges(p: PermissionMap, entity: EntityName, ids: readonly string[], rows: readonly FeedRow[]): Change[] {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = found.get(id);
    return row && readsRow(p, entity, row) ? { entity, id, op: 'put', data: projectRow(p, entity, row) } : { entity, id, op: 'delete', data: null };
  });
}

/**
 * Stored changes as the feed's JSON change objects the user may see, joined
 * by commas: the pull and the snapshot splice them into their answers
 * without parsing a row (only projected ones are, by changeReader).
 */
export function visibleChangesJson(p: PermissionMap, changes: readonly (StoredChange & { entityId: string })[]): string {
  const dataFor = changeReader(p);
  const parts: string[] = [];
  for (const c of changes) {
    const data = dataFor(c);
    if (data !== undefined) parts.push(`{"entity":${JSON.stringify(c.entity)},"id":${JSON.stringify(c.entityId)},"op":"${c.op}","data":${data}}`);
  }
  return parts.join(',');
}

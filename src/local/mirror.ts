import type { Change } from '../../domain/entities.js';
import type { ZanatiDb } from './db.js';
import { isEntityName, rowKey } from './rowKeys.js';
import type { OutboxState, Row } from './types.js';

/** Writes changes into the mirrored tables; call inside a transaction that covers them. */
export async function writeChanges(db: ZanatiDb, changes: readonly Change[]): Promise<void> {
  const puts = new Map<string, Row[]>();
  const deletes = new Map<string, string[]>();
  for (const c of changes) {
    // A change for an entity this app version has no table for (a newer server) waits for the app update.
    if (!isEntityName(c.entity)) continue;
    if (c.op === 'put' && c.data) {
      const list = puts.get(c.entity) ?? [];
      list.push({ ...c.data, id: c.id });
      puts.set(c.entity, list);
    } else {
      const list = deletes.get(c.entity) ?? [];
      list.push(c.id);
      deletes.set(c.entity, list);
    }
  }
  for (const [entity, rows] of puts) await db.table<Row, string>(entity).bulkPut(rows);
  for (const [entity, ids] of deletes) await db.table<Row, string>(entity).bulkDelete(ids);
}

/** Of these row keys, those an outbox entry in one of `states` still touches. */
export async function guardedKeys(db: ZanatiDb, keys: readonly string[], states: readonly OutboxState[]): Promise<Set<string>> {
  const wanted = new Set(keys);
  const guarded = new Set<string>();
  if (wanted.size === 0) return guarded;
  const entries = await db.outbox.where('rowKeys').anyOf([...wanted]).distinct().toArray();
  for (const entry of entries) {
    if (!states.includes(entry.state)) continue;
    for (const key of entry.rowKeys) if (wanted.has(key)) guarded.add(key);
  }
  return guarded;
}

export const changeKey = (c: Change) => rowKey(c.entity, c.id);

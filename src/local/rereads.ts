import { ROWS_MAX_IDS } from '../../domain/sync.js';
import type { RereadRow, ZanatiDb } from './db.js';
import { fetchRows } from './fetchChanges.js';
import { settleRereads } from './meta.js';
import { changeKey, guardedKeys, writeChanges } from './mirror.js';
import { parseRowKey } from './rowKeys.js';

/** Ids per request: as many as the server takes. */
export const REREAD_BATCH = ROWS_MAX_IDS;

/** 'idle': there was nothing to re-read, so nothing was asked of the network. */
export type RereadResult = 'ok' | 'idle' | 'offline' | 'signIn';

/**
 * Re-reads the rows the pull skipped while entries touched them (O7): each
 * batch lands in one transaction with its removal from the list. A row that a
 * pending entry touches again keeps its optimistic state — that entry will
 * ask for the row once it is answered.
 */
export async function rereadRows(db: ZanatiDb, signal: AbortSignal): Promise<RereadResult> {
  const list = await db.rereads.toArray();
  if (list.length === 0) return 'idle';
  const byEntity = new Map<string, { id: string; row: RereadRow }[]>();
  const unreadable: RereadRow[] = [];
  for (const row of list) {
    const parsed = parseRowKey(row.key);
    if (!parsed) {
      unreadable.push(row);
      continue;
    }
    const ofEntity = byEntity.get(parsed.entity);
    if (ofEntity) ofEntity.push({ id: parsed.id, row });
    else byEntity.set(parsed.entity, [{ id: parsed.id, row }]);
  }
  if (unreadable.length > 0) await db.transaction('rw', db.rereads, () => settleRereads(db, unreadable));

  for (const [entity, rows] of byEntity) {
    for (let i = 0; i < rows.length; i += REREAD_BATCH) {
      const batch = rows.slice(i, i + REREAD_BATCH);
      const result = await fetchRows(entity, batch.map((r) => r.id), signal);
      if (result.kind === 'offline' || result.kind === 'signIn') return result.kind;
      await db.transaction('rw', db.tables, async () => {
        // 'refused' (403: this user no longer reads the entity): nothing to re-read.
        if (result.kind === 'ok') {
          const guarded = await guardedKeys(db, batch.map((r) => r.row.key), ['pending', 'sending']);
          await writeChanges(db, result.body.changes.filter((c) => !guarded.has(changeKey(c))));
        }
        await settleRereads(db, batch.map((r) => r.row));
      });
    }
  }
  return 'ok';
}

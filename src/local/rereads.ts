import { ROWS_MAX_IDS } from '../../domain/sync.js';
import type { ZanatiDb } from './db.js';
import { fetchRows } from './fetchChanges.js';
import { readMeta, settleRereads } from './meta.js';
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
  const list = (await readMeta(db, 'reread')) ?? {};
  if (Object.keys(list).length === 0) return 'idle';
  const byEntity = new Map<string, string[]>();
  const unreadable: Record<string, string> = {};
  for (const [key, token] of Object.entries(list)) {
    const row = parseRowKey(key);
    if (!row) unreadable[key] = token;
    else byEntity.set(row.entity, [...(byEntity.get(row.entity) ?? []), key]);
  }
  if (Object.keys(unreadable).length > 0) await db.transaction('rw', db.meta, () => settleRereads(db, unreadable));

  for (const [entity, keys] of byEntity) {
    for (let i = 0; i < keys.length; i += REREAD_BATCH) {
      const batch = keys.slice(i, i + REREAD_BATCH);
      const result = await fetchRows(entity, batch.map((k) => parseRowKey(k)!.id), signal);
      if (result.kind === 'offline' || result.kind === 'signIn') return result.kind;
      const seen = Object.fromEntries(batch.map((k) => [k, list[k]!]));
      await db.transaction('rw', db.tables, async () => {
        // 'refused' (403: this user no longer reads the entity): nothing to re-read.
        if (result.kind === 'ok') {
          const guarded = await guardedKeys(db, batch, ['pending', 'sending']);
          await writeChanges(db, result.body.changes.filter((c) => !guarded.has(changeKey(c))));
        }
        await settleRereads(db, seen);
      });
    }
  }
  return 'ok';
}

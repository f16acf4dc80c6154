import type { ZanatiDb } from './db.js';
import { readMeta, writeMeta } from './meta.js';
import { remapEntry } from './reconcile.js';
import type { OutboxEntry } from './types.js';

/** As long as the server keeps an Idempotency-Key: no screen stays open longer than that. */
const KEEP_MS = 30 * 24 * 3600_000;
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * Remembers that the server gave a row created here another id (O13); call
 * inside a rw transaction covering meta. A form opened on the device's id
 * before the create was answered may still save under it.
 */
export async function recordAlias(db: ZanatiDb, deviceId: string, serverId: string, now = Date.now()): Promise<void> {
  const aliases = (await readMeta(db, 'aliases')) ?? {};
  const kept = Object.fromEntries(Object.entries(aliases).filter(([, a]) => now - a.at < KEEP_MS));
  await writeMeta(db, 'aliases', { ...kept, [deviceId]: { to: serverId, at: now } });
}

/**
 * The entry with every device id the server has replaced swapped for the
 * server's id. Its row keys keep the device ids too: the optimistic write may
 * have touched a row under the old id, which must be re-read away.
 */
export async function withServerIds(db: ZanatiDb, entry: OutboxEntry): Promise<OutboxEntry> {
  const aliases = (await readMeta(db, 'aliases')) ?? {};
  if (Object.keys(aliases).length === 0) return entry;
  const mentioned = new Set(JSON.stringify([entry.url, entry.entityId, entry.body, entry.form, entry.rowKeys]).match(UUIDS));
  let result = entry;
  for (const id of mentioned) {
    const alias = aliases[id];
    if (alias) result = remapEntry(result, id, alias.to);
  }
  return result === entry ? entry : { ...result, rowKeys: [...new Set([...entry.rowKeys, ...result.rowKeys])] };
}

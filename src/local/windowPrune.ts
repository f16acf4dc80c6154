import { ARCHIVED_ENTITY } from '../../domain/archive/modules.js';
import type { ArchiveSurroundings, ArchivedRow } from '../../domain/archive/rules.js';
import type { EntityName } from '../../domain/entities.js';
import { leftWindow, MIRROR_MONTHS_DEFAULT, WINDOW_CHILDREN, WINDOW_LINKS, WINDOWED_MODULES, windowStart, type WindowedModule } from '../../domain/mirror/window.js';
import type { TransportTimes } from '../../domain/transport/rules.js';
import type { ZanatiDb } from './db.js';
import { guardedKeys } from './mirror.js';
import { readMeta, writeMeta } from './meta.js';
import { rowKey } from './rowKeys.js';

type Row = Record<string, unknown> & { id: string };

/** What the archive rules read beside a row, from the mirror: clients' steps and the transports of records. */
async function surroundings(db: ZanatiDb): Promise<(row: Row) => Partial<ArchiveSurroundings>> {
  const steps = new Map<string, number>();
  await db.clients.each((c) => steps.set(c.id, c.moduleId));
  const carried = new Map<string, TransportTimes[]>();
  await db.transports.each((t) => {
    if (t.warehouseRecordId) carried.set(t.warehouseRecordId, [...(carried.get(t.warehouseRecordId) ?? []), t]);
  });
  return (row) => ({ clientModuleId: typeof row.clientId === 'string' ? (steps.get(row.clientId) ?? null) : null, recordTransports: carried.get(row.id) ?? [] });
}

/** The rows of each windowed entity that left the window, less those a kept row names (WINDOW_LINKS). */
async function leavingRows(db: ZanatiDb, start: string): Promise<Map<EntityName, Set<string>>> {
  const around = await surroundings(db);
  const leaving = new Map<EntityName, Set<string>>();
  const rows = new Map<EntityName, Row[]>();
  for (const module of WINDOWED_MODULES) {
    const entity = ARCHIVED_ENTITY[module];
    const all = (await db.table(entity).toArray()) as Row[];
    rows.set(entity, all);
    const left = leftWindow as (m: WindowedModule, r: ArchivedRow<WindowedModule>, a: Partial<ArchiveSurroundings>, s: string) => boolean;
    leaving.set(entity, new Set(all.filter((r) => left(module, r as unknown as ArchivedRow<WindowedModule>, around(r), start)).map((r) => r.id)));
  }
  for (const { from, to, named } of WINDOW_LINKS) {
    const gone = leaving.get(from) ?? new Set<string>();
    const target = leaving.get(to);
    if (!target) continue;
    for (const row of rows.get(from) ?? []) {
      if (gone.has(row.id)) continue;
      for (const id of named(row)) if (typeof id === 'string') target.delete(id);
    }
  }
  return leaving;
}

/**
 * Keeps the mirror to live work and the company's window of finished work
 * (src/local/SYNC.md O20): the rows that left it are deleted here, on the
 * device, by the same rule the server's first sync applies — the feed sends
 * no tombstone for them. Rows an outbox entry still touches stay (O7). At
 * most once a day: the window moves by days. Returns how many rows went.
 */
export async function pruneWindow(db: ZanatiDb, today: string): Promise<number> {
  if ((await readMeta(db, 'windowPrunedOn')) === today) return 0;
  const months = (await db.companySettings.toCollection().first())?.mirrorMonths ?? MIRROR_MONTHS_DEFAULT;
  const start = windowStart(today, months);
  return db.transaction('rw', [...db.tables], async () => {
    const leaving = await leavingRows(db, start);
    const keys = [...leaving].flatMap(([entity, ids]) => [...ids].map((id) => rowKey(entity, id)));
    const guarded = await guardedKeys(db, keys, ['pending', 'sending', 'rejected']);
    let removed = 0;
    const remove = async (entity: EntityName, ids: readonly string[]) => {
      if (ids.length === 0) return;
      await db.table(entity).bulkDelete([...ids]);
      removed += ids.length + (await db.files.where('ownerId').anyOf([...ids]).delete());
    };
    for (const [entity, ids] of leaving) {
      const going = [...ids].filter((id) => !guarded.has(rowKey(entity, id)));
      for (const [child, column] of WINDOW_CHILDREN[entity] ?? []) {
        const childIds = (await db.table(child).where(column).anyOf(going).primaryKeys()) as string[];
        await remove(child, childIds);
      }
      await remove(entity, going);
    }
    await writeMeta(db, 'windowPrunedOn', today);
    return removed;
  });
}

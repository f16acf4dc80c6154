import { ENTITIES, ENTITY_NAMES } from '../../../domain/entities.js';
import type { EntityDecl } from '../../../domain/kit/module.js';

/**
 * The sync layer's own stores: the queue, its bookkeeping, the rows to re-read.
 * seq orders the queue; *rowKeys lets a pull ask whether any entry touches a
 * row (O7); [state+seq] lets the drainer claim the next pending entries in
 * order with one read.
 */
const SYNC_STORES = {
  outbox: 'id, seq, state, entityId, createdAt, *rowKeys, [state+seq]',
  meta: 'key',
  rereads: 'key',
};

/**
 * The stores this release needs: one table per entity with the indexes its
 * module declares (`localIndexes`, domain/kit/module.ts), and the sync stores.
 * The database is opened with the frozen versions (versions.ts); the test keeps
 * the last of them equal to this.
 */
export function liveStores(): Record<string, string> {
  const stores: Record<string, string> = {};
  for (const name of ENTITY_NAMES) {
    const { localIndexes }: EntityDecl = ENTITIES[name];
    stores[name] = ['id', localIndexes].filter(Boolean).join(', ');
  }
  return { ...stores, ...SYNC_STORES };
}

import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isEntityName, rowKey } from './rowKeys.js';

/** The mirrored rows a watched transaction wrote: their keys, and the rows it deleted as they were. */
export interface WrittenRows {
  keys: Set<string>;
  removed: Map<string, Record<string, unknown>>;
}

/** Transactions being watched (keyed by Dexie's core transaction), and the rows written in each. */
const watched = new WeakMap<object, WrittenRows>();

/**
 * Starts recording the mirrored rows written in `coreTransaction` (Dexie's
 * `Transaction.idbtrans`). enqueue uses it so an entry knows every row its
 * optimistic write touched — a screen cannot forget to declare one, and the
 * pull then leaves all of them alone (SYNC.md O7).
 */
export function watchWrites(coreTransaction: object): WrittenRows {
  const written: WrittenRows = { keys: new Set(), removed: new Map() };
  watched.set(coreTransaction, written);
  return written;
}

function keysOf(req: DBCoreMutateRequest): readonly unknown[] {
  switch (req.type) {
    case 'delete':
      return req.keys;
    case 'add':
    case 'put':
      return req.keys ?? (req.type === 'put' ? req.updates?.keys : undefined) ?? req.values.map((v: { id?: unknown }) => v.id);
    case 'deleteRange':
      // A range (table.clear(), a primary-key range delete) names no rows, so the
      // guard could not protect them: an optimistic write must name its rows.
      throw new Error('An optimistic write must write rows by key, not clear a range');
  }
}

export const touchTracker: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'zanatiTouchTracker',
  create(down) {
    return {
      ...down,
      table(tableName) {
        const table = down.table(tableName);
        if (!isEntityName(tableName)) return table;
        return {
          ...table,
          mutate(req) {
            const written = watched.get(req.trans);
            if (!written) return table.mutate(req);
            for (const key of keysOf(req)) written.keys.add(rowKey(tableName, String(key)));
            if (req.type !== 'delete') return table.mutate(req);
            // A deleted row is read first: what derives from it (src/local/workStatuses.ts) still needs to know whose it was.
            // Chained on Dexie's own promise (no native await) so the transaction stays active between the two requests.
            return table.getMany({ trans: req.trans, keys: req.keys }).then((rows) => {
              (rows as (Record<string, unknown> | undefined)[]).forEach((row, i) => row && written.removed.set(rowKey(tableName, String(req.keys[i])), row));
              return table.mutate(req);
            });
          },
        };
      },
    };
  },
};

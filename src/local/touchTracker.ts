import type { DBCore, DBCoreMutateRequest, Middleware } from 'dexie';
import { isEntityName, rowKey } from './rowKeys.js';

/** Transactions being watched (keyed by Dexie's core transaction), and the rows written in each. */
const watched = new WeakMap<object, Set<string>>();

/**
 * Starts recording the mirrored rows written in `coreTransaction` (Dexie's
 * `Transaction.idbtrans`). enqueue uses it so an entry knows every row its
 * optimistic write touched — a screen cannot forget to declare one, and the
 * pull then leaves all of them alone (SYNC.md O7).
 */
export function watchWrites(coreTransaction: object): Set<string> {
  const touched = new Set<string>();
  watched.set(coreTransaction, touched);
  return touched;
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
            const touched = watched.get(req.trans);
            if (touched) for (const key of keysOf(req)) touched.add(rowKey(tableName, String(key)));
            return table.mutate(req);
          },
        };
      },
    };
  },
};

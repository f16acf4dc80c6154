import type { IntervalTree } from 'dexie';

/**
 * The primary keys in a range set Dexie's storagemutated event reports for a
 * table, or null when it holds a range (a clear, a new database): the
 * listener must read everything again.
 */
export function mutatedKeys(tree: IntervalTree | undefined): string[] | null {
  const keys: string[] = [];
  const walk = (node: IntervalTree | null | undefined): boolean => {
    if (!node || !('from' in node)) return true;
    if (node.from !== node.to || typeof node.from !== 'string') return false;
    keys.push(node.from);
    return walk(node.l) && walk(node.r);
  };
  return walk(tree) ? keys : null;
}

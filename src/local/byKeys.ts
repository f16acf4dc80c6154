import type { Table } from 'dexie';

/**
 * The rows whose index holds any of the keys, one ranged read per key (call
 * it inside one read transaction). Dexie's anyOf walks one cursor across the
 * keys, and in Chromium every cursor jump is a round trip: 2,000 products'
 * statuses took 27 s that way (docs/MODULES.md "Large reads from the mirror").
 */
export async function byKeys<T>(table: Table<T, string>, index: string, keys: readonly string[]): Promise<T[]> {
  return (await Promise.all(keys.map((key) => table.where(index).equals(key).toArray()))).flat();
}

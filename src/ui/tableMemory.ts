import { useCallback, useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, type SortState } from './tableTypes';

/**
 * What a table remembers on this device between visits (issue 16 "filters
 * remembered"): the sort and the page size the user chose, per table. A
 * stored value is checked on reading — a page size that is not an option, or
 * a sort by a column the table no longer has, falls back to the table's own.
 */
export interface TableMemory {
  sort: SortState | null;
  pageSize: number;
}

const keyOf = (table: string) => `zanati.table.${table}`;

export function loadTableMemory(table: string, columnIds: readonly string[], fallback: TableMemory): TableMemory {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(table)) ?? '{}') as Partial<Record<keyof TableMemory, unknown>>;
    return { sort: storedSort(stored.sort, columnIds) ?? fallback.sort, pageSize: storedPageSize(stored.pageSize) ?? fallback.pageSize };
  } catch {
    return fallback;
  }
}

function storedSort(value: unknown, columnIds: readonly string[]): SortState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { columnId, direction } = value as Record<string, unknown>;
  if (typeof columnId !== 'string' || !columnIds.includes(columnId)) return undefined;
  return direction === 'asc' || direction === 'desc' ? { columnId, direction } : undefined;
}

const storedPageSize = (value: unknown): number | undefined =>
  (PAGE_SIZE_OPTIONS as readonly unknown[]).includes(value) ? (value as number) : undefined;

/** The table's sort and page size as state, each change stored at once; `table` undefined remembers nothing. */
export function useTableMemory(table: string | undefined, columnIds: readonly string[], initial: { sort?: SortState | null; pageSize?: number }) {
  const [memory, setMemory] = useState<TableMemory>(() => {
    const fallback = { sort: initial.sort ?? null, pageSize: initial.pageSize ?? DEFAULT_PAGE_SIZE };
    return table === undefined ? fallback : loadTableMemory(table, columnIds, fallback);
  });
  const update = useCallback(
    (change: (current: TableMemory) => Partial<TableMemory>) =>
      setMemory((current) => {
        const next = { ...current, ...change(current) };
        if (table !== undefined) {
          try {
            localStorage.setItem(keyOf(table), JSON.stringify(next));
          } catch {
            // Storage full or blocked: the table works, it only forgets.
          }
        }
        return next;
      }),
    [table],
  );
  return [memory, update] as const;
}

import { useLiveQuery } from 'dexie-react-hooks';
import { useRef } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import { useLocalDb } from '../../../local';
import { keepUnchanged } from './boardRows';
import { loadBoard } from './loadBoard';

/**
 * The department's board, live from the mirror: any pulled or queued change
 * re-reads it, and every product that draws as before keeps its object, so
 * only the rows that changed re-render. undefined while the first read runs.
 */
export function useBoardRows(departmentId: string | null, filters: BoardFilters): BoardProduct[] | undefined {
  const db = useLocalDb();
  const kept = useRef(new Map<string, { product: BoardProduct; key: string }>());
  const filterKey = JSON.stringify(filters);
  return useLiveQuery(async () => {
    if (departmentId === null) return [];
    const next = keepUnchanged(kept.current, await loadBoard(db, departmentId, JSON.parse(filterKey) as BoardFilters));
    kept.current = next.kept;
    return next.products;
  }, [db, departmentId, filterKey]);
}

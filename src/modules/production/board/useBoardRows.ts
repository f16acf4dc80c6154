import { useLiveQuery } from 'dexie-react-hooks';
import type { BoardProduct } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import { useLocalDb, type ZanatiDb } from '../../../local';
import { BOARD_READ_MEASURE, keepUnchanged } from './boardRows';
import { loadBoard } from './loadBoard';

type Kept = ReturnType<typeof keepUnchanged>['kept'];

/**
 * The last board read, kept while the app runs: opening the board again
 * draws it at once, then the mirror's read replaces what changed. One board,
 * so a kiosk that switches tabs holds one department's rows, not all.
 */
let last: { db: ZanatiDb; key: string; products: BoardProduct[]; kept: Kept } | null = null;

/**
 * The department's board, live from the mirror: any pulled or queued change
 * re-reads it, and every product that draws as before keeps its object, so
 * only the rows that changed re-render. undefined while the first read runs.
 */
export function useBoardRows(departmentId: string | null, filters: BoardFilters): BoardProduct[] | undefined {
  const db = useLocalDb();
  const key = JSON.stringify([departmentId, filters]);
  const held = last?.db === db && last.key === key ? last : null;
  return useLiveQuery(
    async () => {
      if (departmentId === null) return [];
      const start = performance.now();
      const previous = last?.db === db && last.key === key ? last.kept : new Map();
      const next = keepUnchanged(previous, await loadBoard(db, departmentId, (JSON.parse(key) as [string, BoardFilters])[1]));
      last = { db, key, products: next.products, kept: next.kept };
      performance.measure(BOARD_READ_MEASURE, { start });
      return next.products;
    },
    [db, key],
    held?.products,
  );
}

import { useMemo, useSyncExternalStore } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import type { BoardFilters } from '../../../../domain/production/boardQuery.js';
import { useLocalDb, type ZanatiDb } from '../../../local';
import { LiveBoard } from './liveBoard';

/**
 * The board last opened, kept while the app runs and still following the
 * mirror: opening it again draws at once. One board, so a kiosk that
 * switches tabs holds one department's rows, not all.
 */
let current: { db: ZanatiDb; key: string; board: LiveBoard } | null = null;

function boardFor(db: ZanatiDb, departmentId: string, filters: BoardFilters, key: string): LiveBoard {
  if (current?.db === db && current.key === key) return current.board;
  current?.board.close();
  current = { db, key, board: new LiveBoard(db, departmentId, filters) };
  return current.board;
}

/** No department to show: an empty board, the same array every time (useSyncExternalStore compares snapshots). */
const NO_ROWS: BoardProduct[] = [];
const none = { subscribe: () => () => undefined, getSnapshot: (): BoardProduct[] | undefined => NO_ROWS };

/**
 * The department's board, live from the mirror (LiveBoard): only the rows
 * that changed re-render. undefined while the first read runs.
 */
export function useBoardRows(departmentId: string | null, filters: BoardFilters): BoardProduct[] | undefined {
  const db = useLocalDb();
  const key = JSON.stringify([departmentId, filters]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters' content
  const board = useMemo(() => (departmentId === null ? none : boardFor(db, departmentId, filters, key)), [db, departmentId, key]);
  return useSyncExternalStore(board.subscribe, board.getSnapshot);
}

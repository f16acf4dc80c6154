import { useMemo, useSyncExternalStore } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import { boardQueryString, type BoardFilters } from '../../../../domain/production/boardQuery.js';
import { PRODUCTION_FLOOR } from '../../../../domain/production/endpoints.js';
import { useLocalDb, type ZanatiDb } from '../../../local';
import { useUntilUsable } from '../../../app/reads/useUntilUsable';
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

/** No board to follow: nothing yet, the same answer every time (useSyncExternalStore compares snapshots). */
const NO_ROWS: BoardProduct[] = [];
const none = { subscribe: () => () => undefined, getSnapshot: (): BoardProduct[] | undefined => NO_ROWS };
const waiting = { subscribe: () => () => undefined, getSnapshot: (): BoardProduct[] | undefined => undefined };

const rowsOf = (body: { data: BoardProduct[] }): BoardProduct[] => body.data;

export interface BoardRows {
  /** undefined while the first read runs. */
  rows: BoardProduct[] | undefined;
  /** The rows are the server's answer: the device's mirror does not hold the department's work yet. */
  fromServer: boolean;
}

/**
 * The department's board, live from the mirror (LiveBoard): only the rows
 * that changed re-render. On a new device whose first sync has not brought
 * the board's rows yet (SYNC.md O19, `usable` false), the server's answer
 * to the same query is shown instead, so the worker sees the floor within
 * seconds of signing in; the mirror's board takes over once its rows are in,
 * and is not followed before (it would read again at every stored page).
 */
export function useBoardRows(departmentId: string | null, filters: BoardFilters): BoardRows {
  const db = useLocalDb();
  const key = JSON.stringify([departmentId, filters]);
  const call = departmentId === null ? null : { endpoint: PRODUCTION_FLOOR.board, params: {}, query: boardQueryString({ ...filters, departmentId }) };
  const { early, served } = useUntilUsable(call, rowsOf);
  const board = useMemo(
    () => (departmentId === null ? none : early ? waiting : boardFor(db, departmentId, filters, key)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for the filters' content
    [db, departmentId, key, early],
  );
  const mirrored = useSyncExternalStore(board.subscribe, board.getSnapshot);
  // Until the mirror's first read is drawn, the server's rows of the same query stay (no blank board at the handover).
  if (mirrored === undefined && served !== undefined) return { rows: served, fromServer: true };
  return { rows: mirrored, fromServer: false };
}

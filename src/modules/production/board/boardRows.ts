import type { BoardProduct } from '../../../../domain/production/board.js';

/** The User Timing mark each product row's render leaves: a change should leave one, a refresh with no change none. */
export const ROW_RENDER_MARK = 'zanati:board-row';
/** The User Timing measure of each read of the board from the mirror: it ends when the rows' data is ready. */
export const BOARD_READ_MEASURE = 'zanati:board-read';

/** measureStatus 2 is the final measurement; rows are dimmed until then (spec 001 §4). */
export const FINAL_MEASUREMENT = 2;

/** What a row draws, without the figures that move with the clock (the modal ticks those itself). */
function drawn(p: BoardProduct): string {
  const { totalDuration: _d, trackersStart: _s, trackersEnd: _e, materialStatuses, ...rest } = p;
  return JSON.stringify({ ...rest, materialStatuses: materialStatuses.map(({ trackers: _t, ...m }) => m) });
}

/**
 * Keeps the previous object of every product that draws the same, so a
 * refresh that changed nothing hands every row the object it already has and
 * no row re-renders; a change hands a new object to its row alone. Given the
 * products a refresh read again, every other product keeps its object
 * without being compared (its rows did not change).
 */
export function keepUnchanged(previous: ReadonlyMap<string, { product: BoardProduct; key: string }>, next: readonly BoardProduct[], changed?: ReadonlySet<string>) {
  const kept = new Map<string, { product: BoardProduct; key: string }>();
  const products = next.map((p) => {
    const before = previous.get(p.id);
    if (before && changed && !changed.has(p.id)) {
      kept.set(p.id, before);
      return before.product;
    }
    const key = drawn(p);
    const entry = before && before.key === key ? before : { product: p, key };
    kept.set(p.id, entry);
    return entry.product;
  });
  return { products, kept };
}

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardFilters } from '../../../domain/production/boardQuery.js';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { LiveBoard } from '../../../src/modules/production/board/liveBoard.js';
import { eventually, uniqueDbName } from '../local/harness.js';
import { productRow } from '../../fixtures/offerRows.js';

/**
 * The status board follows the device's mirror: a change reads again only the
 * products it touches, and every other row keeps its object (so it does not
 * re-render); a product that leaves or joins the department's live work
 * leaves or joins the board.
 */

const FILTERS: BoardFilters = { active: 1, done: 0, sort: 'asc', filterDatesBy: 'start' };
const AT = '2026-11-01T08:00:00.000Z';

const open: { db: ZanatiDb; board?: LiveBoard }[] = [];
afterEach(() => {
  for (const { db, board } of open.splice(0)) {
    board?.close();
    db.close();
  }
});

async function floor() {
  const db = openLocalDb(uniqueDbName('board'));
  const entry: { db: ZanatiDb; board?: LiveBoard } = { db };
  open.push(entry);
  const [cutting, painting] = [newId(), newId()];
  const [cut, paint] = [newId(), newId()];
  await db.departments.bulkPut([{ id: cutting, name: 'Prerje', createdAt: AT, updatedAt: AT }, { id: painting, name: 'Lyerje', createdAt: AT, updatedAt: AT }]);
  await db.responsibilities.bulkPut([{ id: cut, name: 'Prerja', departmentId: cutting, createdAt: AT, updatedAt: AT }, { id: paint, name: 'Lyerja', departmentId: painting, createdAt: AT, updatedAt: AT }]);

  async function product(opts: { start: string; processes: string[] }) {
    const id = newId();
    await db.products.put(productRow({ id, type: 'K-1', start: opts.start }));
    const statuses = opts.processes.map((responsibilityId, i) => ({
      id: newId(),
      productId: id,
      responsibilityId,
      position: i + 1,
      userId: null,
      statusId: 2,
      warning: null,
      adminWarning: null,
      otherComment: null,
      startedAt: null,
      finishedAt: null,
      returnedAt: null,
      createdAt: AT,
      updatedAt: AT,
    }));
    await db.processStatuses.bulkPut(statuses);
    return { id, statusIds: statuses.map((s) => s.id) };
  }

  function watch() {
    const board = new LiveBoard(db, cutting, FILTERS);
    entry.board = board;
    let draws = 0;
    board.subscribe(() => (draws += 1));
    return { board, rows: () => board.getSnapshot() ?? [], draws: () => draws };
  }

  return { db, product, watch, cut, paint };
}

describe('the live status board', () => {
  it('a status change re-reads its product alone: the changed row gets a new object, the others keep theirs', async () => {
    const f = await floor();
    const a = await f.product({ start: '2026-11-02', processes: [f.cut, f.paint] });
    const b = await f.product({ start: '2026-11-03', processes: [f.cut, f.paint] });
    const w = f.watch();
    await eventually(() => w.rows().length === 2);
    const [rowA, rowB] = w.rows();
    expect(rowA!.id).toBe(a.id);

    await f.db.processStatuses.update(a.statusIds[1]!, { statusId: 4 });
    await eventually(() => w.rows()[0]!.statuses[1]!.responsibilityStatusId === 4);
    expect(w.rows()[0]).not.toBe(rowA);
    expect(w.rows()[1]).toBe(rowB);
    expect(b.id).toBe(rowB!.id);
  });

  it('a change to a product of another department draws no row again', async () => {
    const f = await floor();
    await f.product({ start: '2026-11-02', processes: [f.cut] });
    const elsewhere = await f.product({ start: '2026-11-02', processes: [f.paint] });
    const w = f.watch();
    await eventually(() => w.rows().length === 1);
    const [row] = w.rows();
    const draws = w.draws();
    await f.db.processStatuses.update(elsewhere.statusIds[0]!, { statusId: 4 });
    // The product it touched was read and found off this board: the board is told, the row is the same object.
    await eventually(() => w.draws() > draws);
    expect(w.rows()).toHaveLength(1);
    expect(w.rows()[0]).toBe(row);
  });

  it('a product that finishes leaves the board, a new one in the department joins it, in start order', async () => {
    const f = await floor();
    const a = await f.product({ start: '2026-11-05', processes: [f.cut] });
    const w = f.watch();
    await eventually(() => w.rows().length === 1);
    const c = await f.product({ start: '2026-11-01', processes: [f.paint, f.cut] });
    await eventually(() => w.rows().length === 2);
    expect(w.rows().map((p) => p.id)).toEqual([c.id, a.id]);
    await f.db.products.update(a.id, { doneStatus: 1 });
    await eventually(() => w.rows().length === 1);
    expect(w.rows()[0]!.id).toBe(c.id);
  });

  it('a renamed process (a lookup) is read whole and shows on every row', async () => {
    const f = await floor();
    await f.product({ start: '2026-11-02', processes: [f.cut] });
    await f.product({ start: '2026-11-03', processes: [f.cut] });
    const w = f.watch();
    await eventually(() => w.rows().length === 2);
    await f.db.responsibilities.update(f.cut, { name: 'Prerja e pllakave' });
    await eventually(() => w.rows().every((p) => p.statuses[0]!.responsibility.label === 'Prerja e pllakave'));
  });
});

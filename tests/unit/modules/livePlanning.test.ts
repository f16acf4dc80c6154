// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { LivePlanning } from '../../../src/modules/production/planning/livePlanning.js';
import { eventually, uniqueDbName } from '../local/harness.js';
import { clientRow } from '../../fixtures/contactRows.js';
import { productRow } from '../../fixtures/offerRows.js';

/**
 * The products in production the calendar and the production table draw
 * from follow the device's mirror: a change reads again only what it
 * touches, a product that leaves or joins production leaves or joins them.
 */

const AT = '2026-11-01T08:00:00.000Z';
const open: { db: ZanatiDb; live?: LivePlanning }[] = [];
afterEach(() => {
  for (const { db, live } of open.splice(0)) {
    live?.close();
    db.close();
  }
});

async function mirror() {
  const db = openLocalDb(uniqueDbName('planning'));
  const entry: { db: ZanatiDb; live?: LivePlanning } = { db };
  open.push(entry);
  const cut = newId();
  const clientId = newId();
  await db.responsibilities.put({ id: cut, name: 'Prerja', departmentId: null, createdAt: AT, updatedAt: AT });
  await db.clients.put(clientRow({ id: clientId, firstnameAndLastname: 'Arta', lastName: 'Krasniqi', createdAt: AT, updatedAt: AT }));

  async function product(opts: { start: string; doneStatus?: number }) {
    const id = newId();
    const statusId = newId();
    // One transaction: one change the holder hears of.
    await db.transaction('rw', [db.products, db.processStatuses], async () => {
      await db.products.put(productRow({ id, clientId, type: 'K-1', start: opts.start, doneStatus: opts.doneStatus ?? 0 }));
      await db.processStatuses.put({ id: statusId, productId: id, responsibilityId: cut, position: 1, userId: null, statusId: 2, warning: null, adminWarning: null, otherComment: null, startedAt: null, finishedAt: null, returnedAt: null, createdAt: AT, updatedAt: AT });
    });
    return { id, statusId };
  }

  function watch() {
    const live = new LivePlanning(db);
    entry.live = live;
    let draws = 0;
    live.subscribe(() => (draws += 1));
    return { live, src: () => live.getSnapshot(), draws: () => draws };
  }

  return { db, clientId, product, watch };
}

const statusOf = (src: ReturnType<LivePlanning['getSnapshot']>, productId: string) => src?.processes.find((s) => s.productId === productId)?.statusId;

describe('the products in production held in memory', () => {
  it('a status change reads its product again; the others stay as they were read', async () => {
    const m = await mirror();
    const a = await m.product({ start: '2026-11-02' });
    const b = await m.product({ start: '2026-11-03' });
    const w = m.watch();
    await eventually(() => w.src()?.products.length === 2);
    const before = w.src()!;
    await m.db.processStatuses.update(a.statusId, { statusId: 4 });
    await eventually(() => statusOf(w.src(), a.id) === 4);
    expect(w.src()).not.toBe(before);
    expect(w.src()!.products.find((p) => p.id === b.id)).toBe(before.products.find((p) => p.id === b.id));
    expect(statusOf(w.src(), b.id)).toBe(2);
  });

  it('a change to a product out of production changes nothing and tells no one', async () => {
    const m = await mirror();
    await m.product({ start: '2026-11-02' });
    const done = await m.product({ start: '2026-11-02', doneStatus: 1 });
    const w = m.watch();
    await eventually(() => w.src()?.products.length === 1);
    const [before, draws] = [w.src(), w.draws()];
    await m.db.processStatuses.update(done.statusId, { statusId: 1 });
    const other = await m.product({ start: '2026-11-09' }); // a later change, to know the first was handled
    await eventually(() => w.src()?.products.length === 2);
    expect(w.draws()).toBe(draws + 1);
    expect(w.src()!.products.map((p) => p.id)).not.toContain(done.id);
    expect(before!.products[0]).toBe(w.src()!.products[0]);
    expect(other.id).toBe(w.src()!.products[1]!.id);
  });

  it('a product made passive leaves, one back in production joins, a renamed client shows', async () => {
    const m = await mirror();
    const a = await m.product({ start: '2026-11-02' });
    const w = m.watch();
    await eventually(() => w.src()?.products.length === 1);
    await m.db.products.update(a.id, { active: 0 });
    await eventually(() => w.src()?.products.length === 0);
    expect(w.src()!.processes).toEqual([]);
    await m.db.products.update(a.id, { active: 1 });
    await eventually(() => w.src()?.products.length === 1);
    expect(statusOf(w.src(), a.id)).toBe(2);
    await m.db.clients.update(m.clientId, { lastName: 'Berisha' });
    await eventually(() => w.src()?.clients.get(m.clientId)?.lastName === 'Berisha');
  });
});

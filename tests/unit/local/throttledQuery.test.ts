// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import { ThrottledQuery } from '../../../src/local/throttledQuery.js';
import { eventually, sleep, uniqueDbName } from './harness.js';
import { createUnit, unitRow } from './unitCommands.js';

/** The outbox views (badge counts, pending-changes list) follow the outbox without re-reading on every change. */

const open: ZanatiDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

function watchOutboxCount(intervalMs: number) {
  const db = openLocalDb(uniqueDbName('throttle'));
  open.push(db);
  let reads = 0;
  const query = new ThrottledQuery(
    db,
    ['outbox'],
    async () => {
      reads += 1;
      return db.outbox.count();
    },
    -1,
    intervalMs,
  );
  const seen: number[] = [];
  const unsubscribe = query.subscribe(() => seen.push(query.getSnapshot()));
  return { db, query, seen, unsubscribe, reads: () => reads };
}

describe('throttled outbox views', () => {
  it('reads once on subscribe, and a burst of changes costs a read per interval, ending on the last state', async () => {
    const w = watchOutboxCount(200);
    await eventually(() => w.query.getSnapshot() === 0);
    for (let i = 0; i < 30; i++) await enqueue(w.db, createUnit(newId(), `burst-${i}`));
    await eventually(() => w.query.getSnapshot() === 30);
    // 30 changes: one read at once after the quiet spell, then at most one per 200 ms while they last.
    expect(w.reads()).toBeLessThan(12);
    expect(w.seen.at(-1)).toBe(30);
    w.unsubscribe();
  });

  it('changes to other tables do not re-read, and nothing is read after the last subscriber leaves', async () => {
    const w = watchOutboxCount(0);
    await eventually(() => w.query.getSnapshot() === 0);
    // Opening the database tells every table's watchers once; let that settle before counting.
    await sleep(50);
    const afterFirst = w.reads();
    await w.db.units.put(unitRow(newId(), 'not watched'));
    await sleep(50);
    expect(w.reads()).toBe(afterFirst);
    w.unsubscribe();
    await enqueue(w.db, createUnit(newId(), 'after'));
    await sleep(50);
    expect(w.reads()).toBe(afterFirst);
  });
});

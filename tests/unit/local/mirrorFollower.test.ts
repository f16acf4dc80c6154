// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { MirrorFollower, paceFollowers, type MirrorChange } from '../../../src/local/mirrorFollower.js';
import { eventually, sleep, uniqueDbName } from './harness.js';

/** Screens held from the mirror during a first sync (SYNC.md O19): paced, woken when the sync moves on. */

const open: { db: ZanatiDb; follower: MirrorFollower<'units'> }[] = [];
afterEach(() => {
  paceFollowers(0);
  for (const { db, follower } of open.splice(0)) {
    follower.close();
    db.close();
  }
});

async function followUnits() {
  const db = openLocalDb(uniqueDbName('follower'));
  // Opened first: the new database's creation is a change of everything, which is not what these tests follow.
  await db.open();
  await sleep(50);
  const reads: MirrorChange<'units'>[] = [];
  const follower = new MirrorFollower(db, { lookups: [], keyed: ['units'] as const }, async (change) => void reads.push(change), 'test');
  open.push({ db, follower });
  return { db, reads };
}

const keysOf = (change: MirrorChange<'units'>) => (change.all ? 'all' : [...(change.keys.get('units') ?? [])].sort());

const unit = (id: string) => ({ id, companyId: 'c', name: id, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z' });

describe('mirror followers under a pace', () => {
  it('read each change at once without a pace', async () => {
    const f = await followUnits();
    await eventually(() => f.reads.length === 1);
    await f.db.units.put(unit('a'));
    await eventually(() => f.reads.length === 2);
    await f.db.units.put(unit('b'));
    await eventually(() => f.reads.length === 3);
    expect(f.reads.map(keysOf)).toEqual(['all', ['a'], ['b']]);
  });

  it('gather the changes of a paced while into one read, and read at once when the pace changes', async () => {
    const f = await followUnits();
    await eventually(() => f.reads.length === 1);
    paceFollowers(60_000);
    await f.db.units.put(unit('a'));
    await eventually(() => f.reads.length === 2);
    // The pace holds the next read back: three pages stored meanwhile wait for it.
    for (const id of ['b', 'c', 'd']) await f.db.units.put(unit(id));
    await sleep(300);
    expect(f.reads).toHaveLength(2);

    paceFollowers(1_000);
    await eventually(() => f.reads.length === 3);
    expect(f.reads.map(keysOf)).toEqual(['all', ['a'], ['b', 'c', 'd']]);
  });
});

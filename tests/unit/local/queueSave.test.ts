// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { enqueue } from '../../../src/local/outbox.js';
import { queueSave } from '../../../src/app/writes/useOutboxSave';
import { createUnit, renameUnit } from './unitCommands.js';
import { uniqueDbName } from './harness.js';

/** Every form's save (src/app/writes/useOutboxSave.ts): what it queues, and how it says a failure. */

const open: ZanatiDb[] = [];
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});
function freshDb(): ZanatiDb {
  const db = openLocalDb(uniqueDbName('save'));
  open.push(db);
  return db;
}

/** A device whose disk is full: every write of the outbox refused by the storage. */
function fullDisk(db: ZanatiDb): void {
  db.use({
    stack: 'dbcore',
    name: 'fullDisk',
    create: (down) => ({
      ...down,
      table: (name) => {
        const table = down.table(name);
        return name !== 'outbox' ? table : { ...table, mutate: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) };
      },
    }),
  });
}

describe("a form's save into the outbox", () => {
  it('queues its commands in order, each with its optimistic row', async () => {
    const db = freshDb();
    const [a, b] = [newId(), newId()];
    expect(await queueSave(db, null, () => [createUnit(a, 'Cope'), createUnit(b, 'Metra')])).toEqual({ ok: true });
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.entityId)).toEqual([a, b]);
    expect(await db.units.get(b)).toMatchObject({ name: 'Metra' });
  });

  it('puts the corrected save in the refused entry’s place, not beside it', async () => {
    const db = freshDb();
    const id = newId();
    const refused = await enqueue(db, createUnit(id, 'Gabim'));
    await enqueue(db, renameUnit(newId(), 'Tjeter'));
    await db.outbox.update(refused.id, { state: 'rejected' });
    expect(await queueSave(db, refused.id, () => createUnit(id, 'Sakte'))).toEqual({ ok: true });
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ entityId: id, state: 'pending', seq: refused.seq });
    expect(await db.units.get(id)).toMatchObject({ name: 'Sakte' });
  });

  it('O12 names the storage’s refusal (a full disk), and keeps nothing of the save', async () => {
    const db = freshDb();
    fullDisk(db);
    const id = newId();
    expect(await queueSave(db, null, () => createUnit(id, 'Plot'))).toEqual({ ok: false, storage: 'QuotaExceededError' });
    expect(await db.units.get(id)).toBeUndefined();
  });

  it('answers any other failure without a storage name (the form says it generically)', async () => {
    const db = freshDb();
    expect(
      await queueSave(db, null, () => {
        throw new Error('build failed');
      }),
    ).toEqual({ ok: false, storage: null });
    expect(await db.outbox.count()).toBe(0);
  });
});

import Dexie from 'dexie';
import * as v from 'valibot';
import { create } from '../../../domain/kit/endpoint.js';
import { callOf } from '../../../src/local/call.js';
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { discardEntry, enqueue, replaceEntry, retryEntry } from '../../../src/local/outbox.js';
import { SyncEngine } from '../../../src/local/engine.js';
import { configureApi } from '../../../src/local/api.js';
import { deleteLocalData } from '../../../src/local/deleteLocalData.js';
import { localDbName } from '../../../src/local/db.js';
import { createUnit, renameUnit, unitRow } from './unitCommands.js';
import { uniqueDbName } from './harness.js';
import { clientRow, projectRow } from '../../fixtures/contactRows.js';
import { productRow } from '../../fixtures/offerRows.js';

/** The outbox's local half: what enqueue and the user's edit/retry/discard do to IndexedDB, no server involved. */

const open: ZanatiDb[] = [];
function freshDb(): ZanatiDb {
  const db = openLocalDb(uniqueDbName('local'));
  open.push(db);
  return db;
}
afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

describe('O1 enqueue is atomic with the optimistic write', () => {
  it('O1 enqueue writes the optimistic row and the entry atomically', async () => {
    const db = freshDb();
    const id = newId();
    const entry = await enqueue(db, createUnit(id, 'Metër'));
    expect(await db.units.get(id)).toMatchObject({ id, name: 'Metër' });
    const stored = await db.outbox.get(entry.id);
    expect(stored).toMatchObject({ state: 'pending', seq: 1, attempts: 0, error: null, method: 'POST', url: 'admin/units', body: { id, name: 'Metër' } });
    expect(stored).not.toHaveProperty('apply');
    expect(stored!.rowKeys).toEqual([`units:${id}`]);
  });

  it('O1 an optimistic write that fails leaves neither the row nor the entry', async () => {
    const db = freshDb();
    const id = newId();
    await expect(
      enqueue(db, {
        ...createUnit(id, 'x'),
        apply: async (d) => {
          await d.units.put(unitRow(id, 'x'));
          throw new Error('screen bug');
        },
      }),
    ).rejects.toThrow('screen bug');
    expect(await db.units.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('O1 an entry that cannot be stored takes its optimistic row with it', async () => {
    const db = freshDb();
    const id = newId();
    // A function in the body cannot be cloned into IndexedDB: the add fails inside the transaction.
    await expect(enqueue(db, { ...createUnit(id, 'y'), body: { bad: () => 1 } })).rejects.toThrow();
    expect(await db.units.get(id)).toBeUndefined();
    expect(await db.outbox.count()).toBe(0);
  });

  it('O1 the database commits with strict durability', () => {
    const db = freshDb();
    expect((db as unknown as { _options: { chromeTransactionDurability?: string } })._options.chromeTransactionDurability).toBe('strict');
  });

  it('O7 an entry records every mirrored row its optimistic write touched', async () => {
    const db = freshDb();
    const client = newId();
    const project = newId();
    const existing = newId();
    const removed = newId();
    await db.projects.put(projectRow({ id: existing, clientId: 'someone' }));
    await db.products.put(productRow({ id: removed, projectId: existing }));
    const entry = await enqueue(db, {
      label: 'create client',
      // A create of a module still to come: the outbox tracks every row it touches, whatever the entity.
      ...callOf(create('clients', v.object({})), {}, { id: client }),
      entity: 'clients',
      entityId: client,
      apply: async (d) => {
        await d.clients.put(clientRow({ id: client, firstnameAndLastname: 'Ana', lastName: 'Berisha' }));
        await d.projects.bulkPut([projectRow({ id: project, clientId: client })]);
        await d.projects.update(existing, { clientId: client });
        await d.products.filter((p) => p.projectId === existing).delete();
        await d.meta.put({ key: 'unrelated', value: 1 });
      },
    });
    expect(new Set(entry.rowKeys)).toEqual(new Set([`clients:${client}`, `projects:${project}`, `projects:${existing}`, `products:${removed}`]));
  });

  it('O7 an optimistic write that clears a whole table is refused: it would name no rows to protect', async () => {
    const db = freshDb();
    await expect(enqueue(db, { ...createUnit(newId(), 'z'), apply: (d) => d.units.clear() })).rejects.toThrow(/by key/);
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('O3 FIFO', () => {
  it('O3 entries are numbered in the order they were made', async () => {
    const db = freshDb();
    const ids = [newId(), newId(), newId()];
    for (const id of ids) await enqueue(db, createUnit(id, id));
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.entityId)).toEqual(ids);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.seq)).toEqual([1, 2, 3]);
  });

  it('O3 replaceEntry keeps the FIFO place, takes a new key and applies the new optimistic write', async () => {
    const db = freshDb();
    const a = newId();
    const first = await enqueue(db, createUnit(a, 'A'));
    await enqueue(db, createUnit(newId(), 'B'));
    await db.outbox.update(first.id, { state: 'rejected', error: { status: 422, message: 'Kjo njesi eksiston!' } });
    await replaceEntry(db, first.id, createUnit(a, 'A2'));
    const entries = await db.outbox.orderBy('seq').toArray();
    expect(entries.map((e) => e.body?.name)).toEqual(['A2', 'B']);
    expect(entries[0]).toMatchObject({ seq: first.seq, state: 'pending', error: null, attempts: 0, createdAt: first.createdAt });
    expect(entries[0]!.id).not.toBe(first.id);
    expect(await db.units.get(a)).toMatchObject({ id: a, name: 'A2' });
  });

  it('O2 replaceEntry refuses an entry that is not rejected: it may already have reached the server', async () => {
    const db = freshDb();
    const entry = await enqueue(db, createUnit(newId(), 'P'));
    await expect(replaceEntry(db, entry.id, createUnit(newId(), 'Q'))).rejects.toThrow(/rejected/);
  });

  it('O2 retryEntry gives a rejected entry a new key and keeps its place; a pending entry keeps its key', async () => {
    const db = freshDb();
    const rejected = await enqueue(db, createUnit(newId(), 'R'));
    const pending = await enqueue(db, createUnit(newId(), 'S'));
    await db.outbox.update(rejected.id, { state: 'rejected', attempts: 1, error: { status: 422, message: 'no' } });
    await db.outbox.update(pending.id, { attempts: 3, nextAttemptAt: Date.now() + 60_000 });
    await retryEntry(db, rejected.id);
    await retryEntry(db, pending.id);
    const [first, second] = await db.outbox.orderBy('seq').toArray();
    expect(first).toMatchObject({ seq: rejected.seq, state: 'pending', error: null, attempts: 0, body: rejected.body });
    expect(first!.id).not.toBe(rejected.id);
    expect(second).toMatchObject({ id: pending.id, attempts: 3, nextAttemptAt: 0 });
  });
});

describe('O11 nothing is dropped without the user saying so', () => {
  it('O11 entries and their blobs survive closing and reopening the database', async () => {
    const name = uniqueDbName('reload');
    const db = openLocalDb(name);
    const id = newId();
    await enqueue(db, {
      ...createUnit(id, 'with file'),
      files: [{ field: 'template', blob: new Blob(['%PDF-1.4 hello'], { type: 'application/pdf' }), name: 'a.pdf' }],
    });
    db.close();
    const again = openLocalDb(name);
    open.push(again);
    const [entry] = await again.outbox.toArray();
    expect(entry).toMatchObject({ entityId: id, state: 'pending' });
    expect(entry!.files![0]!.blob).toBeInstanceOf(Blob);
    expect(await entry!.files![0]!.blob.text()).toBe('%PDF-1.4 hello');
    expect(await again.units.get(id)).toMatchObject({ id, name: 'with file' });
  });

  it('O11 discardEntry drops the entry and asks for its rows to be re-read', async () => {
    const db = freshDb();
    const id = newId();
    const entry = await enqueue(db, createUnit(id, 'gone'));
    await discardEntry(db, entry.id);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.rereads.toArray()).map((r) => r.key)).toEqual([`units:${id}`]);
  });

  it('O11 discardEntry refuses an entry the drainer is sending, and keeps it', async () => {
    const db = freshDb();
    const entry = await enqueue(db, createUnit(newId(), 'in flight'));
    await db.outbox.update(entry.id, { state: 'sending' });
    await expect(discardEntry(db, entry.id)).rejects.toThrow(/being sent/);
    expect(await db.outbox.get(entry.id)).toMatchObject({ state: 'sending' });
  });

  it('O11 deleteLocalData removes the user\'s database only', async () => {
    const mine = { companyCode: 'demo', userId: newId() };
    const other = { companyCode: 'demo', userId: newId() };
    for (const s of [mine, other]) {
      const db = openLocalDb(localDbName(s));
      await enqueue(db, createUnit(newId(), 'x'));
      db.close();
    }
    await deleteLocalData(mine);
    const names = await Dexie.getDatabaseNames();
    expect(names).not.toContain(localDbName(mine));
    expect(names).toContain(localDbName(other));
  });
});

describe('O12 storage failures are shown, never swallowed', () => {
  it('O12 a quota error rejects enqueue, writes nothing, and shows in the status until the next write succeeds', async () => {
    const db = freshDb();
    let full = true;
    db.use({
      stack: 'dbcore',
      name: 'fullDisk',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name !== 'outbox'
            ? table
            : {
                ...table,
                mutate: (req) => (full ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')) : table.mutate(req)),
              };
        },
      }),
    });
    // No server in this file: every request fails as if offline, the engine keeps the status.
    configureApi({ prefixUrl: 'http://127.0.0.1:9/api/v1', fetch: () => Promise.reject(new TypeError('offline')) });
    const engine = new SyncEngine(db, { scope: [] });
    engine.start();
    const seen: (string | null)[] = [];
    engine.subscribe(() => seen.push(engine.getState().storageError));
    const id = newId();
    await expect(enqueue(db, createUnit(id, 'full'))).rejects.toHaveProperty('name', expect.stringMatching(/QuotaExceeded|Abort/));
    expect(engine.getState().storageError).toBe('QuotaExceededError');
    expect(await db.units.get(id)).toBeUndefined();
    full = false;
    await enqueue(db, renameUnit(newId(), 'ok'));
    expect(engine.getState().storageError).toBeNull();
    expect(seen).toContain('QuotaExceededError');
    await engine.stop();
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { syncPriority } from '../../../domain/syncPriority.js';
import { feedScope } from '../../../domain/visibility.js';
import { openLocalDb, type ZanatiDb } from '../../../src/local/db.js';
import { readMeta } from '../../../src/local/meta.js';
import { enqueue } from '../../../src/local/outbox.js';
import { adoptScope } from '../../../src/local/pull.js';
import { saveSession, type Session } from '../../../src/local/session.js';
import { createdId } from '../../fixtures/testServer.js';
import { pullAll, emptyMirror } from '../../fixtures/feedReader.js';
import { openDevice, signIn, startLocalServer, uniqueDbName, uniqueName, type Device, type LocalServer } from './harness.js';
import { renameUnit } from './unitCommands.js';

/** A new device's first sync: a snapshot per entity in priority order, then the feed from its head (SYNC.md O19). */

let ls: LocalServer;
let admin: Session;
let other: string;
const devices: Device[] = [];

beforeAll(async () => {
  ls = await startLocalServer();
  admin = await signIn(ls.s, 'admin');
  other = await ls.s.login('admin');
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  ls.net.offline = false;
  ls.net.intercept = null;
});
afterAll(() => ls.close());

/** A device with an empty database, as after the first sign-in. */
function freshDevice(session: Session, snapshotLimit?: number, name = uniqueDbName(session.username)): Device & { name: string } {
  // The device sends the stored session's token: the one this device signed in with.
  saveSession(session);
  const d = openDevice(name, session, { priority: syncPriority(session.permissions), ...(snapshotLimit ? { snapshotLimit } : {}) });
  devices.push(d);
  return { ...d, name };
}

/** The snapshot pages the device asks for, as `entity` or `entity after …`. */
function recordSnapshotRequests(): string[] {
  const asked: string[] = [];
  ls.net.intercept = (req) => {
    const url = new URL(req.url);
    if (url.pathname.endsWith('/sync/snapshot')) asked.push(url.searchParams.get('entity') ?? 'head');
    return null;
  };
  return asked;
}

const createOnServer = async (name = uniqueName('unit')) => createdId(await ls.s.request('POST', 'admin/units', { token: other, body: { name } }));

/** The device's mirror holds exactly the rows the user's feed holds now. */
async function expectInStep(db: ZanatiDb, session: Session): Promise<void> {
  const feed = await pullAll(ls.s, session.token, emptyMirror());
  const byEntity = new Map<string, Record<string, unknown>[]>();
  for (const c of feed.rows.values()) if (c.op === 'put') byEntity.set(c.entity, [...(byEntity.get(c.entity) ?? []), { ...c.data, id: c.id }]);
  const byId = (rows: readonly Record<string, unknown>[]) => [...rows].sort((a, b) => String(a.id).localeCompare(String(b.id)));
  for (const entity of syncPriority(session.permissions).order) {
    expect(byId(await db.table(entity).toArray()), entity).toEqual(byId(byEntity.get(entity) ?? []));
  }
}

describe('O19 first sync by snapshot', () => {
  it("O19 a worker's device reads the lookups and the board's entities first, marks itself usable, then the rest, then the feed from the head", async () => {
    const worker = await signIn(ls.s, 'worker');
    const asked = recordSnapshotRequests();
    const d = freshDevice(worker);
    const progress: number[] = [];
    d.engine.subscribe(() => {
      const first = d.engine.getState().firstSync;
      if (first) progress.push(first.percent);
    });
    await d.engine.syncNow();

    const { order, usableAfter } = syncPriority(worker.permissions);
    expect(asked).toEqual(['head', ...order]);
    expect(order.slice(0, usableAfter)).toEqual(expect.arrayContaining(['units', 'departments', 'products', 'processStatuses', 'materialStatuses']));
    expect(order.indexOf('processStatuses')).toBeLessThan(order.indexOf('files'));
    expect(await readMeta(d.db, 'usableAt')).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await readMeta(d.db, 'snapshot')).toBeUndefined();
    expect(await readMeta(d.db, 'lastSyncedAt')).toBeGreaterThan(0);
    expect(d.engine.getState().firstSync).toBeNull();
    await expectInStep(d.db, worker);
  });

  it('O19 a driver reads the transports before the production entities, which it does not see at all', () => {
    const driver = syncPriority({ transport: true });
    const first = driver.order.slice(0, driver.usableAfter);
    expect(first).toContain('transports');
    expect(first).toContain('warehouseRecords');
    expect(driver.order).not.toContain('processStatuses');
    expect(driver.order.indexOf('transports')).toBeLessThan(driver.order.indexOf('files'));
    // The list draws without the products (src/app/deliveries/readDeliveries.ts): they come right after it, for the record's form.
    expect(first).not.toContain('products');
    expect(driver.order.indexOf('products')).toBe(driver.usableAfter);
  });

  it('O19 a device killed mid-snapshot resumes at the stored position, without reading what it stored again', async () => {
    const d = freshDevice(admin, 2);
    let pages = 0;
    // The network goes after the fifth page: as good as a tab closed mid-snapshot.
    ls.net.intercept = (req) => {
      if (!new URL(req.url).pathname.endsWith('/sync/snapshot')) return null;
      pages += 1;
      if (pages > 5) throw new TypeError('Failed to fetch');
      return null;
    };
    await d.engine.syncNow();
    const stopped = await readMeta(d.db, 'snapshot');
    expect(stopped).toBeDefined();
    expect(stopped!.received).toBeGreaterThan(0);
    expect(await readMeta(d.db, 'cursor')).toBe('');
    const held = await d.db.table(stopped!.order[0]!).count();
    await d.close();
    devices.splice(devices.indexOf(d), 1);

    const asked: string[] = [];
    ls.net.intercept = (req) => {
      const url = new URL(req.url);
      if (url.pathname.endsWith('/sync/snapshot')) asked.push(`${url.searchParams.get('entity') ?? 'head'} ${url.searchParams.get('after') ?? ''}`.trim());
      return null;
    };
    const again = freshDevice(admin, 2, d.name);
    await again.engine.syncNow();
    // No new head: the same H, from the same row on.
    expect(asked[0]).toBe(`${stopped!.order[stopped!.next]} ${stopped!.after}`.trim());
    expect(await again.db.table(stopped!.order[0]!).count()).toBeGreaterThanOrEqual(held);
    expect(await readMeta(again.db, 'cursor')).not.toBe('');
    await expectInStep(again.db, admin);
  });

  it('O19 a row an outbox entry touches keeps its optimistic state through the snapshot, and is re-read once answered (O7)', async () => {
    const id = await createOnServer();
    const name = uniqueName('db');
    const db = openLocalDb(name);
    await adoptScope(db, feedScope(admin.permissions));
    ls.net.intercept = (req) => (req.method !== 'GET' ? new Response('{"message":"down"}', { status: 503 }) : null);
    const mine = uniqueName('mine');
    await db.units.put({ id, name: 'before', createdAt: '', updatedAt: '' });
    await enqueue(db, renameUnit(id, mine));
    db.close();
    const d = freshDevice(admin, undefined, name);
    await d.engine.syncNow();
    expect(await readMeta(d.db, 'snapshot')).toBeUndefined();
    expect((await d.db.units.get(id))?.name).toBe(mine);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    await expectInStep(d.db, admin);
  });

  it('O19 writes made while the snapshot is read arrive through the feed from its head: created, renamed and deleted rows all in step', async () => {
    const seeded = await Promise.all([0, 1, 2, 3].map(() => createOnServer()));
    const writes: Promise<unknown>[] = [];
    let page = 0;
    ls.net.intercept = (req) => {
      if (!new URL(req.url).pathname.endsWith('/sync/snapshot')) return null;
      page += 1;
      const target = seeded[page % seeded.length]!;
      // Each page's request lets a write start on the server beside it.
      if (page % 3 === 0) writes.push(createOnServer());
      else if (page % 3 === 1) writes.push(ls.s.request('PATCH', `admin/units/${target}`, { token: other, body: { name: uniqueName('moved') } }));
      else if (page === 2) writes.push(ls.s.request('DELETE', `admin/units/${seeded[0]}`, { token: other }));
      return null;
    };
    const d = freshDevice(admin, 2);
    await d.engine.syncNow();
    await Promise.all(writes);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(writes.length).toBeGreaterThan(3);
    await expectInStep(d.db, admin);
  });

  it('O19 after a new scope the snapshot reads everything again, and the feed from the old cursor removes kept rows deleted meanwhile (O14)', async () => {
    const gone = await createOnServer();
    const d = freshDevice(admin);
    await d.engine.syncNow();
    expect(await d.db.units.get(gone)).toBeDefined();
    await d.close();
    devices.splice(devices.indexOf(d), 1);
    // Deleted while the device was closed; its permissions then change (its scope words differ).
    expect((await ls.s.request('DELETE', `admin/units/${gone}`, { token: other })).status).toBe(200);
    const db = openLocalDb(d.name);
    const cursor = await readMeta(db, 'cursor');
    await adoptScope(db, [...feedScope(admin.permissions), 'someday']);
    expect(await readMeta(db, 'resetFrom')).toBe(cursor);
    db.close();
    const asked = recordSnapshotRequests();
    const again = freshDevice(admin, undefined, d.name);
    await again.engine.syncNow();
    expect(asked[0]).toBe('head');
    expect(await again.db.units.get(gone)).toBeUndefined();
    await expectInStep(again.db, admin);
  });
});

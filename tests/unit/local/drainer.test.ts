import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { enqueue } from '../../../src/local/outbox.js';
import { openLocalDb } from '../../../src/local/db.js';
import type { Session } from '../../../src/local/session.js';
import { eventually, newDevice, openDevice, signIn, sleep, startFromNow, startLocalServer, uniqueDbName, uniqueName, type Device, type LocalServer } from './harness.js';
import { createUnit } from './unitCommands.js';

/** Who drains, and what wakes them. */

/** The Web Locks API as Chromium implements it for `ifAvailable` requests; jsdom has none. */
class TestLocks {
  readonly held = new Set<string>();
  readonly requests: { name: string; ifAvailable: boolean }[] = [];
  async request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: { name: string } | null) => Promise<T>): Promise<T> {
    this.requests.push({ name, ifAvailable: options.ifAvailable === true });
    if (this.held.has(name)) {
      if (!options.ifAvailable) throw new Error('only ifAvailable requests are expected');
      return callback(null);
    }
    this.held.add(name);
    try {
      return await callback({ name });
    } finally {
      this.held.delete(name);
    }
  }
}

/** The service worker side the page sees: its registration (Background Sync) and its messages. */
class TestServiceWorker extends EventTarget {
  readonly syncTags: string[] = [];
  async getRegistration() {
    return { sync: { register: async (tag: string) => void this.syncTags.push(tag) } };
  }
}

let ls: LocalServer;
let session: Session;
const devices: Device[] = [];
let locks: TestLocks;
let serviceWorker: TestServiceWorker;

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  ls.net.offline = false;
  Reflect.deleteProperty(navigator, 'locks');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});
afterAll(() => ls.close());

function installBrowserApis(): void {
  locks = new TestLocks();
  serviceWorker = new TestServiceWorker();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
}

/** Two tabs of the same user: one database, two pages, two engines. */
async function twoTabs(): Promise<[Device & { name: string }, Device]> {
  const a = await newDevice(ls.s, session);
  const b = openDevice(a.name, session);
  devices.push(a, b);
  await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);
  return [a, b];
}

const writesWith = (key: string) => ls.net.writes.filter((w) => w.key === key);

describe('O9 one drainer across tabs', () => {
  it('O9 two tabs woken together send each entry once, in order, under the Web Lock', async () => {
    installBrowserApis();
    const [a, b] = await twoTabs();
    ls.net.offline = true;
    const entries = [];
    for (let i = 0; i < 5; i++) entries.push(await enqueue(i % 2 ? b.db : a.db, createUnit(newId(), uniqueName(`o9-${i}`))));
    await Promise.all([a.engine.wake({ pull: false, force: false }), b.engine.wake({ pull: false, force: false })]);
    ls.net.offline = false;
    const before = ls.net.writes.length;
    await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);
    await eventually(async () => (await a.db.outbox.count()) === 0);
    expect(ls.net.writes.slice(before).map((w) => [w.key, w.status])).toEqual(entries.map((e) => [e.id, 201]));
    expect(locks.requests.every((r) => r.name === `zanati-outbox:${a.name}` && r.ifAvailable)).toBe(true);
  });

  it('O9 a tab that found the lock taken looks again and drains once it is free', async () => {
    installBrowserApis();
    const d = await newDevice(ls.s, session);
    devices.push(d);
    await d.engine.syncNow();
    // Another tab holds the lock (it is finishing its own drain).
    locks.held.add(`zanati-outbox:${d.name}`);
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o9-busy')));
    await d.engine.wake({ pull: false, force: false });
    expect(writesWith(entry.id)).toHaveLength(0);
    locks.held.clear();
    await eventually(async () => (await d.db.outbox.count()) === 0, 4_000);
    expect(writesWith(entry.id)).toHaveLength(1);
  });

  it("O9 an entry left 'sending' by a page that died is sent again with its key", async () => {
    const name = uniqueDbName('dead');
    const db = openLocalDb(name);
    await startFromNow(ls.s, db, session);
    const unit = uniqueName('o9-dead');
    const entry = await enqueue(db, createUnit(newId(), unit));
    // The dead page got as far as sending: the server applied it, the page never heard.
    await db.outbox.update(entry.id, { state: 'sending' });
    await ls.s.request('POST', 'admin/units', { token: session.token, body: entry.body, headers: { 'idempotency-key': entry.id } });
    db.close();
    const d = openDevice(name, session);
    devices.push(d);
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(writesWith(entry.id).map((w) => w.replayed)).toEqual([true]);
    expect(await d.db.units.where('name').equals(unit).count()).toBe(1);
  });

  it('O9 enqueue registers Background Sync, and the service worker message wakes the drainer', async () => {
    installBrowserApis();
    const d = await newDevice(ls.s, session);
    devices.push(d);
    await d.engine.syncNow();
    ls.net.offline = true;
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o9-sw')));
    await d.engine.wake({ pull: false, force: false });
    await eventually(() => serviceWorker.syncTags.includes('zanati-outbox'));
    expect((await d.db.outbox.get(entry.id))?.attempts).toBe(1);
    ls.net.offline = false;
    // The SW's `sync` event fires when Chromium sees the network; the page hears a message.
    serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'zanati-sync' } }));
    await eventually(async () => (await d.db.outbox.count()) === 0);
  });

  it('O9 the page becoming visible wakes the drainer for entries whose wait is over', async () => {
    const d = await newDevice(ls.s, session);
    devices.push(d);
    await d.engine.syncNow();
    ls.net.offline = true;
    const entry = await enqueue(d.db, createUnit(newId(), uniqueName('o9-visible')));
    await d.engine.wake({ pull: false, force: false });
    ls.net.offline = false;
    await d.db.outbox.update(entry.id, { nextAttemptAt: Date.now() - 1 });
    await sleep(20);
    expect(writesWith(entry.id)).toHaveLength(0);
    document.dispatchEvent(new Event('visibilitychange'));
    await eventually(async () => (await d.db.outbox.count()) === 0);
  });

  it('O9 without Web Locks a page still drains, and never twice at once', async () => {
    const [a, b] = await twoTabs();
    ls.net.offline = true;
    const entry = await enqueue(a.db, createUnit(newId(), uniqueName('o9-nolocks')));
    await a.engine.wake({ pull: false, force: false });
    ls.net.offline = false;
    await Promise.all([a.engine.syncNow(), b.engine.syncNow()]);
    await eventually(async () => (await a.db.outbox.count()) === 0);
    expect(writesWith(entry.id).map((w) => w.status)).toEqual([201]);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { discardEntry, enqueue } from '../../../src/local/outbox.js';
import { readMeta, writeMeta } from '../../../src/local/meta.js';
import { adoptScope, applyPullPage } from '../../../src/local/pull.js';
import { feedScope, scopeEntity } from '../../../domain/visibility.js';
import { openLocalDb } from '../../../src/local/db.js';
import type { Session } from '../../../src/local/session.js';
import { companyUsers, type CompanyUsers } from '../../fixtures/directWrite.js';
import { createdId } from '../../fixtures/testServer.js';
import { newDevice, openDevice, signIn, startLocalServer, uniqueDbName, uniqueName, type Device, type LocalServer } from './harness.js';
import { createUnit, renameUnit, unitRow } from './unitCommands.js';
import { feedColumns } from '../../../server/entities/feedShape.js';
import { clientRow } from '../../fixtures/contactRows.js';

/** Pulling the change feed into the mirror, beside an outbox that is not empty. */

let ls: LocalServer;
let session: Session;
let other: string;
let demo: CompanyUsers;
const devices: Device[] = [];

beforeAll(async () => {
  ls = await startLocalServer();
  session = await signIn(ls.s, 'admin');
  // Someone else at the office, editing the same lists from their own device.
  other = await ls.s.login('admin');
  demo = await companyUsers(ls.s.connection, 'demo');
});
afterEach(async () => {
  for (const d of devices.splice(0)) await d.close();
  ls.net.offline = false;
  ls.net.intercept = null;
  ls.net.loseAnswers = 0;
  ls.net.push = 'server';
});
afterAll(() => ls.close());

async function device(options: Parameters<typeof newDevice>[2] = {}, prepare?: Parameters<typeof newDevice>[3]): Promise<Device> {
  const d = await newDevice(ls.s, session, options, prepare);
  devices.push(d);
  await d.engine.syncNow();
  return d;
}

async function serverUnit(id: string) {
  const row = await ls.s.connection.db.selectFrom('units').selectAll().where('id', '=', id).executeTakeFirst();
  return row && feedColumns('units', row);
}

async function createOnServer(name = uniqueName('unit')): Promise<string> {
  return createdId(await ls.s.request('POST', 'admin/units', { token: other, body: { name } }));
}

/** Write requests fail at a gateway; reads (the pull) pass. The outbox waits, the pull runs. */
const writesBlocked = (req: Request) => (req.method !== 'GET' ? new Response('{"message":"down"}', { status: 503 }) : null);

describe('O7 a pull never overwrites rows with entries', () => {
  it('O7 a pulled change leaves a row with a pending entry as the user left it; the row is re-read once the entry is answered', async () => {
    const d = await device();
    const id = await createOnServer();
    await d.engine.syncNow();
    expect((await d.db.units.get(id))?.name).toBeDefined();

    ls.net.intercept = writesBlocked;
    const mine = uniqueName('mine');
    await enqueue(d.db, renameUnit(id, mine));
    await ls.s.request('PATCH', `admin/units/${id}`, { token: other, body: { name: uniqueName('theirs') } });
    const cursorBefore = await readMeta(d.db, 'cursor');
    await d.engine.syncNow();
    // The pull went past the other change (cursor moved) but did not apply it.
    expect(await readMeta(d.db, 'cursor')).not.toBe(cursorBefore);
    expect((await d.db.units.get(id))?.name).toBe(mine);

    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.units.get(id)).toEqual(await serverUnit(id));
    expect((await d.db.units.get(id))?.name).toBe(mine);
  });

  it('O7 a row stays guarded while a later entry still touches it, and is re-read after the last one', async () => {
    const d = await device();
    const id = await createOnServer();
    await d.engine.syncNow();
    ls.net.offline = true;
    const first = uniqueName('first');
    const second = uniqueName('second');
    await enqueue(d.db, renameUnit(id, first));
    await enqueue(d.db, renameUnit(id, second));
    ls.net.offline = false;
    // The first entry is answered while the second waits at the gateway (which sees a batch's calls one by one, O17).
    ls.net.push = 'gateway';
    let writes = 0;
    ls.net.intercept = (req) => (req.method !== 'GET' && !req.url.endsWith('/sync/push') && ++writes > 1 ? new Response('{}', { status: 503 }) : null);
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(1);
    expect((await serverUnit(id))?.name).toBe(first);
    expect((await d.db.units.get(id))?.name).toBe(second);
    ls.net.intercept = null;
    await d.engine.syncNow();
    expect(await d.db.units.get(id)).toEqual(await serverUnit(id));
    expect((await d.db.units.get(id))?.name).toBe(second);
  });

  it('O7 a rejected entry keeps the pull off its row; discarding it brings the row back in step', async () => {
    const d = await device();
    const taken = uniqueName('taken');
    await createOnServer(taken);
    const id = await createOnServer();
    await d.engine.syncNow();
    const entry = await enqueue(d.db, renameUnit(id, taken));
    await d.engine.syncNow();
    expect((await d.db.outbox.get(entry.id))?.state).toBe('rejected');
    // Re-read at the refusal: the server's row, not the refused name.
    expect(await d.db.units.get(id)).toEqual(await serverUnit(id));

    const later = uniqueName('later');
    await ls.s.request('PATCH', `admin/units/${id}`, { token: other, body: { name: later } });
    await d.engine.syncNow();
    expect((await d.db.units.get(id))?.name).not.toBe(later);

    await discardEntry(d.db, entry.id);
    await d.engine.syncNow();
    expect((await d.db.units.get(id))?.name).toBe(later);
  });

  it('O7 rows to re-read survive a reload before the re-read', async () => {
    const d = await newDevice(ls.s, session);
    await d.engine.syncNow();
    const id = newId();
    const name = uniqueName('reload');
    ls.net.intercept = (req) => (new URL(req.url).pathname.endsWith('/sync/rows') ? new Response('{}', { status: 503 }) : null);
    // The create is applied but its answer is lost, so the entry stays pending and the pull goes past the new row's change.
    ls.net.loseAnswers = 1;
    await enqueue(d.db, createUnit(id, name));
    await d.engine.wake({ pull: true, force: false });
    expect(await d.db.outbox.count()).toBe(1);
    expect((await serverUnit(id))?.name).toBe(name);
    // Resent and replayed (O2): the row is queued for a re-read, which cannot get through.
    await d.engine.syncNow();
    expect(await d.db.outbox.count()).toBe(0);
    expect((await d.db.rereads.toArray()).map((r) => r.key)).toEqual([`units:${id}`]);
    expect(await d.db.units.get(id)).toMatchObject({ id, name });
    await d.close();

    ls.net.intercept = null;
    const again = openDevice(d.name, session);
    devices.push(again);
    await again.engine.syncNow();
    expect(await again.db.rereads.count()).toBe(0);
    // The feed has nothing more for this row: only the re-read brings the server's (with its times).
    expect(await again.db.units.get(id)).toEqual(await serverUnit(id));
  });
});

describe('O8 a pull page and its cursor commit in one transaction', () => {
  it('O8 a feed of several pages arrives page by page, the cursor ending at the last change', async () => {
    const d = await device({ pullLimit: 2 });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createOnServer());
    let pages = 0;
    ls.net.intercept = (req) => {
      if (new URL(req.url).pathname.endsWith('/sync/pull')) pages += 1;
      return null;
    };
    await d.engine.syncNow();
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect(await d.db.units.get(id)).toEqual(await serverUnit(id));
    const { max } = await ls.s.connection.db
      .selectFrom('changes')
      .select((eb) => eb.fn.max('seq').as('max'))
      .where('companyId', '=', demo.companyId)
      .executeTakeFirstOrThrow();
    expect(await readMeta(d.db, 'cursor')).toBe(String(max));
    expect(await readMeta(d.db, 'lastSyncedAt')).toBeGreaterThan(Date.now() - 10_000);
  });

  it('O8 a page that fails to store leaves neither its rows nor its cursor, and the status shows why', async () => {
    let failing = true;
    const d = await device({}, (db) => db.use({
      stack: 'dbcore',
      name: 'cursorWriteFails',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          if (name !== 'meta') return table;
          return {
            ...table,
            mutate: (req) =>
              failing && req.type === 'put' && req.values.some((v: { key?: string }) => v.key === 'cursor')
                ? Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))
                : table.mutate(req),
          };
        },
      }),
    }));
    const cursor = await readMeta(d.db, 'cursor');
    const id = await createOnServer();
    await d.engine.syncNow();
    expect(await d.db.units.get(id)).toBeUndefined();
    expect(await readMeta(d.db, 'cursor')).toBe(cursor);
    expect(d.engine.getState().storageError).toBe('QuotaExceededError');
    failing = false;
    await d.engine.syncNow();
    expect(await d.db.units.get(id)).toEqual(await serverUnit(id));
  });

  it('O8 a page asked from a cursor another tab has moved on from is dropped', async () => {
    const db = openLocalDb(uniqueDbName('stale'));
    await writeMeta(db, 'cursor', '200');
    const stale = { changes: [{ entity: 'units' as const, id: newId(), op: 'put' as const, data: { name: 'old' } }], cursor: '150', hasMore: false };
    expect(await applyPullPage(db, '100', stale)).toBe(false);
    expect(await db.units.count()).toBe(0);
    expect(await readMeta(db, 'cursor')).toBe('200');
    expect(await applyPullPage(db, '200', { ...stale, cursor: '250' })).toBe(true);
    expect(await db.units.count()).toBe(1);
    expect(await readMeta(db, 'cursor')).toBe('250');
    db.close();
  });

  it('O8 a pull stores the last change of a row a page carries twice, and deletes tombstones', async () => {
    const db = openLocalDb(uniqueDbName('twice'));
    const a = newId();
    const b = newId();
    await db.units.put(unitRow(b, 'b'));
    await applyPullPage(db, '', {
      changes: [
        { entity: 'units', id: a, op: 'put', data: { id: a, name: 'one' } },
        { entity: 'units', id: b, op: 'delete', data: null },
        { entity: 'units', id: a, op: 'put', data: { id: a, name: 'two' } },
      ],
      cursor: '3',
      hasMore: false,
    });
    expect(await db.units.toArray()).toEqual([{ id: a, name: 'two' }]);
    db.close();
  });
});

describe('O14 the mirror holds what the permissions show', () => {
  it('O14 other permissions drop the rows no longer shown and start the feed again from the beginning', async () => {
    const db = openLocalDb(uniqueDbName('scope'));
    await adoptScope(db, ['units', 'clients']);
    await db.units.put(unitRow(newId(), 'kept'));
    await db.clients.put(clientRow({ firstnameAndLastname: 'Ana' }));
    await writeMeta(db, 'cursor', '500');
    await adoptScope(db, ['clients', 'units']);
    expect(await readMeta(db, 'cursor')).toBe('500');
    await adoptScope(db, ['units', 'transports']);
    expect(await readMeta(db, 'cursor')).toBe('');
    expect(await db.clients.count()).toBe(0);
    expect(await db.units.count()).toBe(1);
    db.close();
  });

  it('O14 an admin demoted to observer keeps the lookups but loses the whole user rows and the files it held', async () => {
    const db = openLocalDb(uniqueDbName('demoted'));
    const admin = feedScope({ fullPrivileges: true });
    const observer = feedScope({ observer: true });
    // The same entities either way: only the users' projection tells the scopes apart.
    expect(observer.map(scopeEntity)).toEqual(admin.map(scopeEntity));
    await adoptScope(db, admin);
    await db.units.put(unitRow(newId(), 'kept'));
    await db.table('users').put({ id: newId(), username: 'ana', email: 'ana@example.com' });
    await db.table('files').put({ id: newId(), ownerType: 'blueprints', fileName: 'skica.pdf' });
    await writeMeta(db, 'cursor', '500');
    await adoptScope(db, observer);
    expect(await readMeta(db, 'cursor')).toBe('');
    expect(await db.users.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.units.count()).toBe(1);
    db.close();
  });

  it('O14 a driver mirrors the lookups and transports, not the production boards', async () => {
    const driver = await signIn(ls.s, 'driver');
    const d = openDevice(uniqueDbName('driver'), driver);
    devices.push(d);
    await d.engine.syncNow();
    expect(await d.db.users.count()).toBeGreaterThan(0);
    expect((await d.db.users.toArray()).filter((u) => 'email' in u)).toEqual([]);
    expect(await d.db.processStatuses.count()).toBe(0);
    expect(await readMeta(d.db, 'scope')).toContain('transports');
    expect(await readMeta(d.db, 'scope')).not.toContain('processStatuses');
  });
});

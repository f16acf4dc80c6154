import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, EntityName } from '../../domain/entities.js';
import { visibleEntities } from '../../domain/entities.js';
import { MSG } from '../../domain/messages.js';
import { OFFER_AUTHOR_COLUMNS } from '../../domain/offer/rows.js';
import { newId } from '../../domain/ids.js';
import { SNAPSHOT_PAGE_MAX, type SnapshotHead, type SnapshotPage } from '../../domain/syncSnapshot.js';
import { startTestServer, createdId, type TestServer } from '../fixtures/testServer.js';
import { companyUsers, type CompanyUsers } from '../fixtures/directWrite.js';
import { changeKey, pullAll, emptyMirror } from '../fixtures/feedReader.js';

/** GET sync/snapshot: a new device's rows up to the head, then the feed from there (src/local/SYNC.md O19). */

let s: TestServer;
let demo: CompanyUsers;
let admin: string;
let other: string;

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  admin = await s.login('admin');
  other = await s.login('admin');
});
afterAll(() => s.close());

let unique = 0;
const uniqueName = (prefix: string) => `${prefix}-${process.pid}-${++unique}`;

async function snapshotHead(token = admin): Promise<SnapshotHead> {
  const res = await s.request('GET', 'sync/snapshot', { token });
  expect(res.status).toBe(200);
  return res.body as SnapshotHead;
}

async function snapshotPage(entity: string, upTo: string, after: string, limit: number, token = admin): Promise<SnapshotPage> {
  const res = await s.request('GET', `sync/snapshot?${new URLSearchParams({ entity, upTo, after, limit: String(limit) })}`, { token });
  if (res.status !== 200) throw new Error(`snapshot answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as SnapshotPage;
}

/** Every page of every entity up to `upTo`, as a device reads them; `between` runs after each page. */
async function readSnapshot(
  entities: readonly string[],
  upTo: string,
  limit: number | ((entity: string) => number),
  token = admin,
  between?: () => Promise<void>,
): Promise<Change[]> {
  const rows: Change[] = [];
  for (const entity of entities) {
    let after = '';
    for (;;) {
      const page = await snapshotPage(entity, upTo, after, typeof limit === 'number' ? limit : limit(entity), token);
      rows.push(...page.rows);
      await between?.();
      if (!page.hasMore) break;
      after = page.after;
    }
  }
  return rows;
}

async function createUnit(name = uniqueName('unit')): Promise<string> {
  return createdId(await s.request('POST', 'admin/units', { token: other, body: { name } }));
}

/** The company's rows as they are now: the compacted feed from the start, its deletes left out. */
async function currentRows(token = admin): Promise<Map<string, Change>> {
  const feed = await pullAll(s, token, emptyMirror());
  return new Map([...feed.rows].filter(([, c]) => c.op === 'put'));
}

async function seqOf(entity: string, id: string): Promise<number> {
  const row = await s.connection.db
    .selectFrom('changes')
    .select('seq')
    .where('companyId', '=', demo.companyId)
    .where('entity', '=', entity)
    .where('entityId', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.seq);
}

const adminEntities = () => visibleEntities({ fullPrivileges: true });

describe('O19 GET sync/snapshot', () => {
  it('O19 without upTo answers the feed head and the rows each entity holds', async () => {
    await createUnit();
    const head = await snapshotHead();
    const { max } = await s.connection.db
      .selectFrom('changes')
      .select((eb) => eb.fn.max('seq').as('max'))
      .where('companyId', '=', demo.companyId)
      .executeTakeFirstOrThrow();
    expect(head.cursor).toBe(String(max));
    const units = await s.connection.db.selectFrom('units').select('id').where('companyId', '=', demo.companyId).execute();
    expect(head.counts.units).toBe(units.length);
  });

  it('O19 pages one entity in id order, each row once, as put changes up to the head', async () => {
    for (let i = 0; i < 5; i++) await createUnit();
    const head = await snapshotHead();
    const pages: SnapshotPage[] = [];
    let after = '';
    for (;;) {
      const page = await snapshotPage('units', head.cursor, after, 2);
      pages.push(page);
      if (!page.hasMore) break;
      expect(page.rows).toHaveLength(2);
      after = page.after;
    }
    const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(head.counts.units);
    const feed = await currentRows();
    for (const row of pages.flatMap((p) => p.rows)) expect(row).toEqual(feed.get(changeKey(row)));
  });

  it('O19 leaves out rows changed after the head, and deleted rows', async () => {
    const changed = await createUnit();
    const deleted = await createUnit();
    const head = await snapshotHead();
    const created = await createUnit();
    await s.request('PATCH', `admin/units/${changed}`, { token: other, body: { name: uniqueName('renamed') } });
    expect((await s.request('DELETE', `admin/units/${deleted}`, { token: other })).status).toBe(200);
    const ids = (await readSnapshot(['units'], head.cursor, 1000)).map((r) => r.id);
    expect(ids).not.toContain(changed);
    expect(ids).not.toContain(deleted);
    expect(ids).not.toContain(created);
  });

  it('O19 snapshot then feed from its head, with writers running throughout: the device holds the server rows, no change twice', async () => {
    const seeded = await Promise.all(Array.from({ length: 12 }, () => createUnit()));
    const head = await snapshotHead();
    // Three writers, each on rows of its own (a rename racing another's delete would be refused).
    const lives = [0, 1, 2].map((k) => ({ rows: new Set(seeded.slice(k * 4, k * 4 + 4)), step: 0 }));
    let step = 0;
    // Three kinds of write between the snapshot's pages, in turn per writer: renames, deletes and creates of rows the snapshot reads or has read.
    const write = async (writer: { rows: Set<string>; step: number }) => {
      step += 1;
      const turn = ++writer.step;
      const live = writer.rows;
      const pick = [...live][turn % live.size]!;
      if (turn % 3 === 0) live.add(await createUnit());
      else if (turn % 3 === 1) expect((await s.request('PATCH', `admin/units/${pick}`, { token: other, body: { name: uniqueName('moved') } })).status).toBe(200);
      else {
        live.delete(pick);
        expect((await s.request('DELETE', `admin/units/${pick}`, { token: other })).status).toBe(200);
      }
    };
    let writing = true;
    const writers = Promise.all(
      [lives[0]!, lives[1]!].map(async (live) => {
        while (writing) await write(live);
      }),
    );
    // Small pages of units, whose rows the writers change; the other entities in a few pages.
    const between = () => write(lives[2]!);
    const snapshot = await readSnapshot(adminEntities(), head.cursor, (e) => (e === 'units' ? 3 : 1000), admin, between).finally(() => {
      writing = false;
    });
    await writers;

    const device = new Map<string, Change>(snapshot.map((c) => [changeKey(c), c]));
    const feed = await pullAll(s, admin, { rows: new Map(), cursor: head.cursor, pages: 0 });
    const both = [...feed.rows.keys()].filter((key) => device.has(key));
    for (const [key, change] of feed.rows) {
      if (change.op === 'put') device.set(key, change);
      else device.delete(key);
    }
    expect(device).toEqual(await currentRows());
    // A row both brought was changed after the head: the feed's is a later change, not the same one again.
    const snapshotOf = new Map(snapshot.map((c) => [changeKey(c), c]));
    for (const key of both) {
      const [entity, id] = key.split(':') as [string, string];
      expect(await seqOf(entity, id)).toBeGreaterThan(Number(head.cursor));
      expect(feed.rows.get(key)).not.toEqual(snapshotOf.get(key));
    }
    expect(step).toBeGreaterThan(10);
    expect(both.length).toBeGreaterThan(0);
  });
});

describe('O19 snapshot visibility', () => {
  it("O19 a worker's snapshot holds what their pull would: the production rows, files of what they read, users' public columns", async () => {
    const worker = await s.login('worker');
    const head = await snapshotHead(worker);
    const entities = visibleEntities({ production: true });
    expect(Object.keys(head.counts).sort()).toEqual(entities.filter((e) => head.counts[e] !== undefined).sort());
    const snapshot = await readSnapshot(entities, head.cursor, 500, worker);
    expect(new Map(snapshot.map((c) => [changeKey(c), c]))).toEqual(await currentRows(worker));
    // The head counts what the pages send, files by the owners the worker reads them of: the bar ends at 100 %.
    for (const [entity, count] of Object.entries(head.counts)) expect(snapshot.filter((c) => c.entity === entity).length, entity).toBe(count);
    for (const offer of snapshot.filter((c) => c.entity === 'offers')) expect(Object.keys(offer.data ?? {}).sort()).toEqual([...OFFER_AUTHOR_COLUMNS].sort());
    const users = snapshot.filter((c) => c.entity === 'users');
    expect(users.length).toBeGreaterThan(0);
    for (const u of users) expect(u.data).not.toHaveProperty('email');
  });

  it('O19 an entity the user does not see answers 403', async () => {
    const driver = await s.login('driver');
    const head = await snapshotHead(driver);
    const res = await s.request('GET', `sync/snapshot?entity=processStatuses&upTo=${head.cursor}`, { token: driver });
    expect(res.status).toBe(403);
  });

  it("O19 another company's rows never appear", async () => {
    const acme = await s.login('admin', 'acme');
    const head = await snapshotHead(acme);
    const mine = await createUnit();
    const ids = (await readSnapshot(['units'], String(Number(head.cursor) + 1_000_000), 1000, acme)).map((r) => r.id);
    expect(ids).not.toContain(mine);
  });
});

describe('O19 snapshot queries', () => {
  const bad: [string, string][] = [
    ['upTo without entity', 'upTo=5'],
    ['entity without upTo', 'entity=units'],
    ['an unknown entity', 'entity=nope&upTo=5'],
    ['a cursor that is not a number', 'entity=units&upTo=abc'],
    ['an after that is not an id', `entity=units&upTo=5&after=${encodeURIComponent("' OR 1=1")}`],
    ['a limit of 0', 'entity=units&upTo=5&limit=0'],
    ['a limit above the maximum', `entity=units&upTo=5&limit=${SNAPSHOT_PAGE_MAX + 1}`],
  ];
  it.each(bad)('O19 answers 422 to %s', async (_, query) => {
    const res = await s.request('GET', `sync/snapshot?${query}`, { token: admin });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MSG.invalidValue);
  });

  it('O19 answers 401 without a session', async () => {
    expect((await s.request('GET', `sync/snapshot?entity=units&upTo=5&after=${newId()}`)).status).toBe(401);
  });

  it('O19 an after past the last row answers an empty last page', async () => {
    const head = await snapshotHead();
    const page = await snapshotPage('units' satisfies EntityName, head.cursor, 'ffffffff-ffff-7fff-bfff-ffffffffffff', 10);
    expect(page).toEqual({ rows: [], after: 'ffffffff-ffff-7fff-bfff-ffffffffffff', hasMore: false });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_CONTACT_COLUMNS, CLIENT_NAME_COLUMNS } from '../../domain/contact/rows.js';
import type { Change, PullPage } from '../../domain/entities.js';
import { AGREEMENT_MONEY_COLUMNS } from '../../domain/agreement/rows.js';
import { MEASURE_STATUS_COLUMNS } from '../../domain/measure/rows.js';
import { OFFER_AUTHOR_COLUMNS, PRODUCT_MONEY_COLUMNS } from '../../domain/offer/rows.js';
import type { SnapshotHead, SnapshotPage } from '../../domain/syncSnapshot.js';
import { writeDirect } from '../fixtures/directWrite.js';
import { setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Need to know (issue 34): what each role's device receives through the
 * feed and the snapshot — the two paths a mirror fills from — by the column
 * rules beside the entities (domain/kit/module.ts ColumnRule): a kiosk and a
 * worker hold no offer, no agreement, no line's money and no client's contact,
 * bank or tax fields; the field holds how to reach a client, never its bank;
 * the office holds it all. An agreement's files go where the agreement goes.
 */
let s: TestServer;
let floor: Floor;
let kiosk: string;
let switchId: string;
const PIN = '4821';

beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  const enrolled = await s.request('POST', 'kiosks', { token: floor.tokens.chief, body: { name: 'Kioska', departmentIds: [floor.departmentId] } });
  expect(enrolled.status).toBe(201);
  kiosk = enrolled.body.secret as string;
  expect((await s.request('POST', 'kiosk/worker-pin', { token: floor.tokens.admin, body: { userId: floor.users[floor.usernames.worker]!, pin: PIN } })).status).toBe(200);
  const switched = await s.request('POST', 'kiosk/switch', { token: kiosk, body: { userId: floor.users[floor.usernames.worker]!, pin: PIN } });
  expect(switched.status).toBe(200);
  switchId = switched.body.switchId as string;
});
afterAll(() => s.close());

interface Reader {
  token: string;
  headers?: Record<string, string>;
}

const roles = async (): Promise<Record<string, Reader>> => ({
  admin: { token: floor.tokens.admin },
  office: { token: floor.tokens.office },
  worker: { token: floor.tokens.worker },
  kiosk: { token: kiosk },
  'kiosk with a worker': { token: kiosk, headers: { 'x-kiosk-worker': floor.users[floor.usernames.worker]!, 'x-kiosk-switch': switchId } },
  driver: { token: await s.login('driver') },
  installer: { token: await s.login('installer') },
});

/** Every row the reader's device would hold, by the feed from the start. */
async function fed(r: Reader): Promise<Change[]> {
  const rows = new Map<string, Change>();
  for (let cursor = ''; ; ) {
    const res = await s.request('GET', `sync/pull?cursor=${cursor}`, { token: r.token, headers: r.headers ?? {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const page = res.body as PullPage;
    for (const c of page.changes) rows.set(`${c.entity}:${c.id}`, c);
    if (!page.hasMore) return [...rows.values()].filter((c) => c.op === 'put');
    cursor = page.cursor;
  }
}

/** Every row of the reader's first sync, by the snapshot. */
async function snapshot(r: Reader): Promise<Change[]> {
  const opts = { token: r.token, headers: r.headers ?? {} };
  const head = (await s.request('GET', 'sync/snapshot', opts)).body as SnapshotHead;
  const rows: Change[] = [];
  for (const entity of Object.keys(head.counts)) {
    for (let after = ''; ; ) {
      const page = (await s.request('GET', `sync/snapshot?${new URLSearchParams({ entity, upTo: head.cursor, after, limit: '5000' })}`, opts)).body as SnapshotPage;
      rows.push(...page.rows);
      if (!page.hasMore) break;
      after = page.after;
    }
  }
  return rows;
}

const ofEntity = (rows: readonly Change[], entity: string) => rows.filter((c) => c.entity === entity).map((c) => c.data as Record<string, unknown>);
const keysOf = (rows: readonly Record<string, unknown>[]) => new Set(rows.flatMap((r) => Object.keys(r)));
const allowed = (keys: Set<string>, columns: readonly string[]) => [...keys].filter((k) => !columns.includes(k));

describe.each([
  ['the feed', fed],
  ['the snapshot', snapshot],
] as const)('what a device holds, through %s', (_path, read) => {
  it.each(['worker', 'kiosk', 'kiosk with a worker'])("a %s holds no agreement, of an offer its author, of a measure its status, no line's money or client's contact", async (role) => {
    const rows = await read((await roles())[role]!);
    expect(ofEntity(rows, 'agreements')).toEqual([]);
    const offers = ofEntity(rows, 'offers');
    expect(offers.length).toBeGreaterThan(0);
    expect(allowed(keysOf(offers), OFFER_AUTHOR_COLUMNS)).toEqual([]);
    const measures = ofEntity(rows, 'measures');
    expect(measures.length).toBeGreaterThan(0);
    expect(allowed(keysOf(measures), MEASURE_STATUS_COLUMNS)).toEqual([]);
    expect(rows.filter((c) => c.entity === 'files' && ['agreements', 'offers', 'measures'].includes(String((c.data as { ownerType: string }).ownerType)))).toEqual([]);
    const products = ofEntity(rows, 'products');
    expect(products.length).toBeGreaterThan(0);
    for (const money of PRODUCT_MONEY_COLUMNS) expect(keysOf(products).has(money), money).toBe(false);
    const clients = ofEntity(rows, 'clients');
    expect(clients.length).toBeGreaterThan(0);
    expect(allowed(keysOf(clients), CLIENT_NAME_COLUMNS)).toEqual([]);
  });

  it.each(['driver', 'installer'])('a %s holds how to reach a client, never its bank, tax or business fields, nor a line’s money', async (role) => {
    const rows = await read((await roles())[role]!);
    const clients = ofEntity(rows, 'clients');
    expect(keysOf(clients).has('phoneNumber')).toBe(true);
    expect(allowed(keysOf(clients), [...CLIENT_NAME_COLUMNS, ...CLIENT_CONTACT_COLUMNS])).toEqual([]);
    for (const money of PRODUCT_MONEY_COLUMNS) expect(keysOf(ofEntity(rows, 'products')).has(money), money).toBe(false);
    for (const money of AGREEMENT_MONEY_COLUMNS) expect(keysOf(ofEntity(rows, 'agreements')).has(money), money).toBe(false);
  });

  it.each(['office', 'admin'])('the %s holds the whole client and the money', async (role) => {
    const rows = await read((await roles())[role]!);
    for (const column of ['bankAccountNumber', 'businessNumber', 'phoneNumber']) expect(keysOf(ofEntity(rows, 'clients')).has(column), column).toBe(true);
    expect(keysOf(ofEntity(rows, 'products')).has('totalPrice')).toBe(true);
    expect(keysOf(ofEntity(rows, 'agreements')).has('totalDebtLeft')).toBe(true);
  });
});

describe("an agreement's files", () => {
  it('open for its readers, and are not found for the floor, a kiosk, or a driver', async () => {
    // An agreement's signature: a stored file of the seed, owned by an agreement (as the agreement form stores one).
    const db = s.connection.db;
    const stored = await db.selectFrom('files').selectAll().where('companyId', '=', floor.companyId).where('mime', 'like', 'image/%').executeTakeFirstOrThrow();
    const agreement = await db.selectFrom('agreements').select('id').where('companyId', '=', floor.companyId).executeTakeFirstOrThrow();
    const file = await writeDirect(s.connection, { companyId: floor.companyId, userId: null }, (w) =>
      w.insert('files', { ownerType: 'agreements', ownerId: agreement.id, kind: 'signature', fileName: 'nenshkrimi.png', storedName: stored.storedName, mime: stored.mime, size: stored.size, createdBy: null }),
    );
    const all = await roles();
    for (const role of ['office', 'admin', 'installer']) expect((await s.request('GET', `files/${file.id}`, all[role])).status, role).toBe(200);
    for (const role of ['worker', 'kiosk', 'kiosk with a worker', 'driver']) expect((await s.request('GET', `files/${file.id}`, { token: all[role]!.token, headers: all[role]!.headers ?? {} })).status, role).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARCHIVE_MSG } from '../../domain/archive/messages.js';
import { ARCHIVE_MODULES, ARCHIVED_ENTITY, type ArchiveModule } from '../../domain/archive/modules.js';
import type { ArchiveLine, ArchivePage } from '../../domain/archive/reads.js';
import { MSG } from '../../domain/messages.js';
import { companyUsers, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';
import { DAY, plantJourney, type Journey } from './archivePlant.js';

/**
 * GET archive/{module} and DELETE archive/{module}/{id} (issue 16), on the
 * database the run picks (SQLite, or PostgreSQL with ZANATI_TEST_DB=pg): a
 * journey planted in demo and an archived client in acme.
 */
let s: TestServer;
let demo: CompanyUsers;
let acme: CompanyUsers;
let j: Journey;
let acmeClient: string;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  acme = await companyUsers(s.connection, 'acme');
  j = await plantJourney(s.connection, demo.companyId, demo.users.admin!);
  acmeClient = (await plantJourney(s.connection, acme.companyId, acme.users.admin!)).clients.free;
  for (const user of ['admin', 'office', 'worker', 'driver', 'installer', 'observer']) tokens[user] = await s.login(user);
}, 120_000);
afterAll(() => s.close());

/** The nine archives this call lists (warehouse's is its module's own call). */
const LISTED = ARCHIVE_MODULES.filter((m) => m !== 'warehouse');

const list = (module: string, query = '', token = tokens.admin!) => s.request('GET', `archive/${module}${query}`, { token });
const page = async (module: string, query = '', token = tokens.admin!): Promise<ArchivePage> => {
  const res = await list(module, query, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as ArchivePage;
};
const remove = (module: string, id: string, token = tokens.admin!) => s.request('DELETE', `archive/${module}/${id}`, { token });

/** The planted rows each archive lists on DAY: the archived ones, used or free; never the live ones. */
const planted = (): Record<Exclude<ArchiveModule, 'warehouse'>, { archived: string[]; live: string[] }> => ({
  contact: { archived: [j.clients.used, j.clients.free], live: [j.clients.live] },
  measures: { archived: [j.measures.free], live: [j.measures.live] },
  offers: { archived: [j.offers.used, j.offers.free], live: [j.offers.live] },
  agreements: { archived: [j.agreements.used, j.agreements.free], live: [j.agreements.live] },
  production: { archived: [j.products.used, j.products.free], live: [j.products.live] },
  transport: { archived: [j.transports.used, j.transports.free], live: [j.transports.live] },
  installation: { archived: [j.installations.free], live: [j.installations.live] },
  service: { archived: [j.serviceTickets.free], live: [j.serviceTickets.live] },
  impression: { archived: [j.impressions.free], live: [] },
});

const ids = (lines: readonly ArchiveLine[]) => lines.map((l) => l.id).sort();
const onDay = `?start=${DAY}&end=${DAY}`;

describe('GET archive/{module}', () => {
  it.each(LISTED)('%s: the archived rows of the day, never a live one, each line of its module with client and date', async (module) => {
    const { archived, live } = planted()[module];
    const answer = await page(module, onDay);
    expect(ids(answer.data)).toEqual([...archived].sort());
    expect(answer.total).toBe(archived.length);
    for (const line of answer.data) {
      expect(line.module).toBe(module);
      expect(line.archivedAt?.slice(0, 10)).toBe(DAY);
      expect(line.clientName).toMatch(/^Arkiva A \d+ Test$|^Arkiva B \d+ Test$/);
    }
    const all = await page(module, '?pageSize=10000');
    for (const id of live) expect(all.data.map((l) => l.id)).not.toContain(id);
    for (const id of archived) expect(all.data.map((l) => l.id)).toContain(id);
  });

  it('filters on the archived day: a range beside it lists none of the planted rows', async () => {
    const before = await page('contact', '?end=2001-02-02&pageSize=10000');
    const after = await page('contact', '?start=2001-02-04&pageSize=10000');
    const from = await page('contact', `?start=${DAY}&pageSize=10000`);
    for (const id of [j.clients.used, j.clients.free]) {
      expect(before.data.map((l) => l.id)).not.toContain(id);
      expect(after.data.map((l) => l.id)).not.toContain(id);
      expect(from.data.map((l) => l.id)).toContain(id);
    }
  });

  it('pages newest first with the total: pages partition the whole list, 50 a page by default', async () => {
    const whole = await page('impression', '?pageSize=10000');
    expect(whole.total).toBe(whole.data.length);
    expect(whole.total).toBeGreaterThan(5);
    const dates = whole.data.map((l) => l.archivedAt ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = await page('impression', '?pageSize=5');
    const second = await page('impression', '?pageSize=5&page=2');
    expect(first).toMatchObject({ page: 1, pageSize: 5, total: whole.total });
    expect(second).toMatchObject({ page: 2, pageSize: 5, total: whole.total });
    expect([...first.data, ...second.data].map((l) => l.id)).toEqual(whole.data.slice(0, 10).map((l) => l.id));
    expect((await page('impression')).pageSize).toBe(50);
    expect((await page('impression', `?page=${whole.total + 1}`)).data).toEqual([]);
  });

  it.each([
    ['?pageSize=7', MSG.invalidValue],
    ['?page=0', MSG.invalidValue],
    ['?page=x', MSG.invalidValue],
    ['?start=2001-13-01', MSG.invalidDate],
    ['?start=2001-02-04&end=2001-02-03', MSG.dateRangeOrder],
  ])('answers %s with 422 and its message', async (query, message) => {
    const res = await list('contact', query);
    expect(res.status).toBe(422);
    expect((res.body as { message: string }).message).toBe(message);
  });

  it('answers an unknown module 404, and archive/warehouse from the warehouse module (its own records)', async () => {
    expect((await list('clients')).status).toBe(404);
    const warehouse = await list('warehouse');
    expect(warehouse.status).toBe(200);
    expect((warehouse.body as { data: { id: string }[] }).data.map((r) => r.id)).toContain(j.warehouseRecords.used);
    expect(warehouse.body).not.toHaveProperty('total');
  });

  it('lets each reader of a module read its archive, observers all of them, and no one else', async () => {
    const may: Record<string, readonly string[]> = {
      admin: LISTED,
      observer: LISTED,
      office: ['contact', 'measures', 'offers', 'agreements'],
      worker: ['production'],
      driver: ['transport'],
      installer: ['installation', 'service', 'impression'],
    };
    for (const [user, modules] of Object.entries(may)) {
      for (const module of LISTED) {
        const res = await list(module, onDay, tokens[user]);
        expect(res.status, `${user} ${module}`).toBe(modules.includes(module) ? 200 : 403);
      }
    }
  });

  it("never lists another company's rows", async () => {
    const all = await page('contact', '?pageSize=10000');
    expect(all.data.map((l) => l.id)).not.toContain(acmeClient);
  });
});

describe('DELETE archive/{module}/{id}', () => {
  const unchanged = async (send: () => ReturnType<typeof remove>, status: number, message?: string) => {
    const before = await writeTotals(s.connection);
    const res = await send();
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    if (message) expect((res.body as { message: string }).message).toBe(message);
    expect(await writeTotals(s.connection)).toEqual(before);
  };

  it('is full privileges’ alone: office, observer and the module’s own holders are refused, nothing changed', async () => {
    await unchanged(() => remove('measures', j.measures.free, tokens.office), 403);
    await unchanged(() => remove('measures', j.measures.free, tokens.observer), 403);
    await unchanged(() => remove('impression', j.impressions.free, tokens.installer), 403);
  });

  it("answers another company's row and an unknown module as not found", async () => {
    await unchanged(() => remove('contact', acmeClient), 404);
    await unchanged(() => remove('clients', j.clients.free), 404);
  });

  it('refuses a live row as not archived, nothing changed', async () => {
    await unchanged(() => remove('measures', j.measures.live), 422, ARCHIVE_MSG.notArchived);
    await unchanged(() => remove('transport', j.transports.live), 422, ARCHIVE_MSG.notArchived);
    await unchanged(() => remove('contact', j.clients.live), 422, ARCHIVE_MSG.notArchived);
  });

  it.each([
    ['contact', () => j.clients.used],
    ['offers', () => j.offers.used],
    ['agreements', () => j.agreements.used],
    ['production', () => j.products.used],
    ['warehouse', () => j.warehouseRecords.used],
    ['transport', () => j.transports.used],
  ] as const)('refuses %s a later module depends on, nothing changed', async (module, id) => {
    await unchanged(() => remove(module, id()), 422, ARCHIVE_MSG.inUse);
  });

  it.each([
    ['production', () => j.products.free],
    ['offers', () => j.offers.free],
    ['measures', () => j.measures.free],
    ['agreements', () => j.agreements.free],
    ['transport', () => j.transports.free],
    ['installation', () => j.installations.free],
    ['service', () => j.serviceTickets.free],
    ['impression', () => j.impressions.free],
    ['contact', () => j.clients.free],
  ] as const)('deletes %s nothing depends on: gone from its table, audited, a delete in the feed', async (module, id) => {
    const entity = ARCHIVED_ENTITY[module];
    const res = await remove(module, id());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: true, message: MSG.deleted });
    const db = s.connection.db;
    expect(await db.selectFrom(entity).select('id').where('id', '=', id()).executeTakeFirst()).toBeUndefined();
    const audit = await db.selectFrom('auditLog').select('event').where('auditableType', '=', entity).where('auditableId', '=', id()).where('event', '=', 'deleted').executeTakeFirst();
    expect(audit).toBeDefined();
    const change = await db.selectFrom('changes').select('op').where('entity', '=', entity).where('entityId', '=', id()).executeTakeFirstOrThrow();
    expect(change.op).toBe('delete');
    expect((await page(module, onDay)).data.map((l) => l.id)).not.toContain(id());
  });

  it('took the free product’s production history and the free offer’s own rows with it, and left its client’s other rows', async () => {
    const db = s.connection.db;
    expect(await db.selectFrom('processStatuses').select('id').where('id', '=', j.products.history).executeTakeFirst()).toBeUndefined();
    expect((await db.selectFrom('changes').select('op').where('entity', '=', 'processStatuses').where('entityId', '=', j.products.history).executeTakeFirstOrThrow()).op).toBe('delete');
    expect(await db.selectFrom('products').select('id').where('offerId', '=', j.offers.free).execute()).toEqual([]);
    expect(await db.selectFrom('offers').select('id').where('id', '=', j.offers.used).executeTakeFirst()).toBeDefined();
    expect(await db.selectFrom('clients').select('id').where('id', '=', j.clients.used).executeTakeFirst()).toBeDefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ENTITY_NAMES } from '../../domain/entities.js';
import { shapeOf } from '../../server/entities/registry.js';
import type { Db } from '../../server/db/connect.js';
import type { TableName } from '../../server/db/schema.js';
import { seedDemoIfEmpty } from '../../server/seed/demo.js';
import { DEMO_USERS } from '../../server/seed/demoUsers.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

let s: TestServer;
let db: Db;
let demo: string;
let acme: string;

beforeAll(async () => {
  // startTestServer seeds the fresh database exactly as a first server start does.
  s = await startTestServer();
  db = s.connection.db;
  const companies = await db.selectFrom('companies').select(['id', 'code']).execute();
  demo = companies.find((c) => c.code === 'demo')!.id;
  acme = companies.find((c) => c.code === 'acme')!.id;
});
afterAll(() => s.close());

async function count(table: TableName, companyId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('companyId' as never, '=', companyId as never)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Equal to the cent: each step of the price arithmetic rounds to cents. */
function expectCents(actual: number, expected: number): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.0100001);
}

/** Every table with a company_id column, read from the database itself so a new table is not missed. */
async function tenantTables(): Promise<string[]> {
  const rows =
    s.connection.kind === 'postgres'
      ? await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.columns WHERE column_name = 'company_id' AND table_schema = current_schema()`.execute(db)
      : await sql<{ name: string }>`SELECT m.name AS name FROM sqlite_master m JOIN pragma_table_info(m.name) p WHERE m.type = 'table' AND p.name = 'company_id'`.execute(db);
  return rows.rows.map((r) => r.name).sort();
}

describe('the demo company', () => {
  it('has at least 50 clients, each with one to three projects', async () => {
    expect(await count('clients', demo)).toBeGreaterThanOrEqual(50);
    const perClient = await db
      .selectFrom('projects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('companyId', '=', demo)
      .groupBy('clientId')
      .execute();
    expect(perClient.length).toBe(await count('clients', demo));
    for (const { n } of perClient) {
      expect(Number(n)).toBeGreaterThanOrEqual(1);
      expect(Number(n)).toBeLessThanOrEqual(3);
    }
  });

  it('has at least 200 products in production, each with its article type’s whole process chain in order', async () => {
    const chains = await db
      .selectFrom('processStatuses as ps')
      .innerJoin('products as p', 'p.id', 'ps.productId')
      .innerJoin('articles as a', 'a.id', 'p.articleId')
      .innerJoin('articleTypeResponsibilities as atr', (j) => j.onRef('atr.articleTypeId', '=', 'a.articleTypeId').onRef('atr.responsibilityId', '=', 'ps.responsibilityId'))
      .select(['ps.productId', 'ps.position', 'atr.position as typePosition'])
      .where('ps.companyId', '=', demo)
      .execute();
    expect(chains.length).toBe(await count('processStatuses', demo));
    for (const c of chains) expect(c.position).toBe(c.typePosition);
    expect(new Set(chains.map((c) => c.productId)).size).toBeGreaterThanOrEqual(200);
  });

  it('has process statuses in every status 1 to 9, with a user on every started one', async () => {
    const rows = await db.selectFrom('processStatuses').select(['statusId', 'userId', 'startedAt']).where('companyId', '=', demo).execute();
    expect([...new Set(rows.map((r) => r.statusId))].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const r of rows.filter((r) => r.startedAt !== null)) expect(r.userId).not.toBeNull();
  });

  it('gives no user of either company a second process or material in process (4): one started process each (spec 001 §4)', async () => {
    const holders = [
      ...(await db.selectFrom('processStatuses').select('userId').where('statusId', '=', 4).execute()),
      ...(await db.selectFrom('materialStatuses').select('userId').where('statusId', '=', 4).execute()),
    ].map((r) => r.userId);
    expect(holders.length).toBeGreaterThan(0);
    expect(holders).not.toContain(null);
    expect(holders.filter((userId, i) => holders.indexOf(userId) !== i)).toEqual([]);
  });

  it('has measures in statuses 1–3, offers in 1–5 and agreements and products in 1–5', async () => {
    const statuses = async (table: TableName, column: string) =>
      (await sql<{ s: number }>`SELECT DISTINCT ${sql.ref(column)} AS s FROM ${sql.table(table)} WHERE company_id = ${demo}`.execute(db)).rows
        .map((r) => Number(r.s))
        .sort();
    expect(await statuses('measures', 'measureStatusId')).toEqual([1, 2, 3]);
    expect(await statuses('offers', 'offerStatusId')).toEqual([1, 2, 3, 4, 5]);
    expect(await statuses('agreements', 'agreementStatusId')).toEqual([1, 2, 3, 4, 5]);
    expect(await statuses('products', 'productStatusId')).toEqual([1, 2, 3, 4, 5]);
    expect(await statuses('projects', 'shipmentDestinationId')).toEqual([1, 2, 3]);
    expect(await statuses('serviceTickets', 'statusId')).toEqual([1, 2, 3]);
    expect(await statuses('tasks', 'taskStatusId')).toEqual([1, 2, 3, 4]);
  });

  it('fills every lookup list, with at least 30 articles of distinct codes', async () => {
    const lookups: TableName[] = [
      'departments', 'responsibilities', 'equipment', 'units', 'articleTypes', 'articleTypeResponsibilities', 'suppliers', 'colorPalettes',
      'offerFields', 'offerConditions', 'materials', 'materialResponsibilities', 'impressionQuestions', 'measurementTemplates', 'productionSettings',
    ];
    for (const table of lookups) expect(await count(table, demo), table).toBeGreaterThan(0);
    const codes = await db.selectFrom('articles').select('code').where('companyId', '=', demo).execute();
    expect(codes.length).toBeGreaterThanOrEqual(30);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('prices offer lines as price less discount plus tax times quantity, and totals them without cancelled lines', async () => {
    const lines = await db.selectFrom('products').selectAll().where('companyId', '=', demo).execute();
    for (const l of lines) {
      expectCents(l.discountPrice, l.price * (1 - l.discount / 100));
      expectCents(l.taxPrice, l.discountPrice * (1 + l.tax / 100));
      expectCents(l.totalPrice, l.taxPrice * l.quantity);
    }
    const offers = await db.selectFrom('offers').select(['id', 'total']).where('companyId', '=', demo).execute();
    for (const o of offers) {
      const sum = lines.filter((l) => l.offerId === o.id && l.canceled === 0).reduce((a, l) => a + l.totalPrice, 0);
      expectCents(o.total, sum);
    }
    const agreements = await db.selectFrom('agreements').select(['total', 'prepaid', 'totalDebtLeft']).where('companyId', '=', demo).execute();
    for (const a of agreements) expectCents(a.totalDebtLeft, a.total - a.prepaid);
  });

  it('numbers offers and transports from the company counters', async () => {
    const counters = await db.selectFrom('companyCounters').select(['name', 'value']).where('companyId', '=', demo).execute();
    const counter = (name: string) => counters.find((c) => c.name === name)?.value;
    const numbers = (await db.selectFrom('offers').select('number').where('companyId', '=', demo).execute()).map((o) => o.number);
    expect(counter('offer')).toBe(Math.max(...numbers));
    expect(new Set(numbers).size).toBe(numbers.length);
    const codes = (await db.selectFrom('transports').select('code').where('companyId', '=', demo).execute()).map((t) => Number(t.code));
    expect(counter('transport')).toBe(Math.max(...codes));
  });
});

describe('the demo users', () => {
  it.each(DEMO_USERS.map((u) => [u.username, u] as const))('%s signs in with the demo password and the listed permissions', async (username, user) => {
    const res = await s.request('POST', 'login', { body: { username, password: 'Zanati-Demo-2026', companyCode: 'demo' } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.permissions).sort()).toEqual([...user.permissions].sort());
  });

  it('gives worker two processes of one department, which deptadmin administers', async () => {
    const login = async (username: string) => (await s.request('POST', 'login', { body: { username, password: 'Zanati-Demo-2026' } })).body;
    const worker = await login('worker');
    const deptadmin = await login('deptadmin');
    expect(worker.responsibilities).toHaveLength(2);
    expect(worker.departments).toEqual([expect.objectContaining({ isAdmin: false })]);
    expect(deptadmin.adminDepartments).toEqual([expect.objectContaining({ value: worker.departments[0].value })]);
    const departmentsOfProcesses = await db
      .selectFrom('responsibilities')
      .select('departmentId')
      .where('id', 'in', worker.responsibilities.map((r: { id: string }) => r.id))
      .execute();
    expect(departmentsOfProcesses.map((r) => r.departmentId)).toEqual([worker.departments[0].value, worker.departments[0].value]);
  });
});

describe('the acme company', () => {
  it('has its admin, who signs in with the demo password', async () => {
    expect(await s.login('admin', 'acme')).toEqual(expect.any(String));
  });

  it('has at least one row in every tenant table', async () => {
    const empty: string[] = [];
    for (const table of await tenantTables()) {
      const r = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE company_id = ${acme}`.execute(db);
      if (Number(r.rows[0]!.n) === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
  });
});

describe('seeding', () => {
  it('publishes every seeded row of both companies to the change feed', async () => {
    for (const companyId of [demo, acme]) {
      const feed = await db
        .selectFrom('changes')
        .select(['entity', (eb) => eb.fn.countAll<number>().as('n')])
        .where('companyId', '=', companyId)
        .where('op', '=', 'put')
        .groupBy('entity')
        .execute();
      for (const entity of ENTITY_NAMES) {
        const published = Number(feed.find((f) => f.entity === entity)?.n ?? 0);
        expect(published, entity).toBe(await count(shapeOf(entity).table, companyId));
      }
    }
  });

  it('does nothing on a database that already has companies', async () => {
    const before = await Promise.all([count('clients', demo), count('processStatuses', demo), db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
    expect(await seedDemoIfEmpty(db, s.connection.kind)).toBe(false);
    const after = await Promise.all([count('clients', demo), count('processStatuses', demo), db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()]);
    expect(after).toEqual(before);
    expect(await db.selectFrom('companies').select('code').orderBy('code').execute()).toEqual([{ code: 'acme' }, { code: 'demo' }]);
  });
});

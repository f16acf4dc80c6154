import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITY_NAMES } from '../../domain/entities.js';
import type { Connection } from '../../server/db/connect.js';
import { migrateToLatest } from '../../server/db/migrate.js';
import { shapeOf } from '../../server/entities/registry.js';
import { DiskFileStore } from '../../server/files/diskStore.js';
import { Clock } from '../../server/seed/clock.js';
import { seedCompanyData } from '../../server/seed/companyData.js';
import { seedCompany } from '../../server/seed/demo.js';
import { DEMO_USERS } from '../../server/seed/demoUsers.js';
import { SeedFiles } from '../../server/seed/seedFiles.js';
import { rebuildFeed } from '../../server/write/rebuildFeed.js';
import { openTestDatabase } from '../fixtures/testServer.js';

let connection: Connection;
let drop: () => Promise<void>;
let companyId: string;
let published: number;

// A tiny company cut into four batches, as the xl set is cut into ten (server/seed/companyData.ts).
beforeAll(async () => {
  const opened = await openTestDatabase();
  ({ connection, drop } = opened);
  await migrateToLatest(connection.db);
  const files = new SeedFiles(new DiskFileStore(opened.dataDir));
  companyId = await connection.db.transaction().execute(async (tx) => {
    const company = await seedCompany(tx, files, 'batched', 'Batched', DEMO_USERS);
    await seedCompanyData(tx, files, company, { clients: 40, products: 200, clientsPerBatch: 10 }, 7, new Clock(Date.now()));
    await files.write();
    return company.id;
  });
  published = await rebuildFeed(connection.db, connection.kind, companyId);
});
afterAll(async () => {
  await connection.close();
  await drop();
});

const countOf = async (table: 'clients' | 'products') =>
  Number((await connection.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow()).n);

describe('a seed in batches', () => {
  it('makes every batch’s clients and products, with the lookups and the stock once', async () => {
    expect(await countOf('clients')).toBe(40);
    expect(await connection.db.selectFrom('auditLog').select('id').where('companyId', '=', companyId).where('auditableType', '=', 'clients').execute()).toHaveLength(40);
    expect(await countOf('products')).toBe(200);
    const departments = await connection.db.selectFrom('departments').select('name').where('companyId', '=', companyId).execute();
    expect(new Set(departments.map((d) => d.name)).size).toBe(departments.length);
    const stock = await connection.db.selectFrom('warehouseStock').select('articleId').where('companyId', '=', companyId).execute();
    expect(new Set(stock.map((s) => s.articleId)).size).toBe(stock.length);
  });

  it('numbers offers and transports on across batches, and the counters continue after them', async () => {
    const numbers = (await connection.db.selectFrom('offers').select('number').where('companyId', '=', companyId).execute()).map((o) => o.number).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
    // A truck run carries one to three deliveries under one code; the distinct codes run 1..n.
    const transports = await connection.db.selectFrom('transports').select('code').where('companyId', '=', companyId).execute();
    const perCode = new Map<string, number>();
    for (const t of transports) perCode.set(t.code, (perCode.get(t.code) ?? 0) + 1);
    expect(Math.max(...perCode.values())).toBeLessThanOrEqual(3);
    const codes = [...perCode.keys()].map(Number).sort((a, b) => a - b);
    expect(codes).toEqual(codes.map((_, i) => i + 1));
    const counters = await connection.db.selectFrom('companyCounters').select(['name', 'value']).where('companyId', '=', companyId).execute();
    expect(Object.fromEntries(counters.map((c) => [c.name, c.value]))).toEqual({ offer: numbers.length, transport: codes.length });
  });

  it('publishes every row of every batch to the change feed', async () => {
    let rows = 0;
    for (const entity of ENTITY_NAMES) {
      const { n } = await connection.db
        .selectFrom(shapeOf(entity).table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('companyId' as never, '=', companyId as never)
        .executeTakeFirstOrThrow();
      rows += Number(n);
    }
    expect(published).toBe(rows);
    const { n } = await connection.db.selectFrom('changes').select((eb) => eb.fn.countAll<number>().as('n')).where('companyId', '=', companyId).executeTakeFirstOrThrow();
    expect(Number(n)).toBe(rows);
  });
});

import { sql } from 'kysely';
import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES, ENTITY_NAMES, type EntityName } from '../../domain/entities.js';
import type { EntityDecl } from '../../domain/kit/module.js';
import type { PermissionMap } from '../../domain/permissions.js';
import { columnsFor, readsAll, readsWhole } from '../../domain/visibility.js';
import { signedReaders, type SignedReader } from '../fixtures/needToKnowReaders.js';
import { setUpFloor, type Floor } from '../fixtures/productionFloor.js';
import { apiRoutes, fillParams, injectAs, LINK_ROUTES, SESSION_ROUTES, type WalkRoute } from '../fixtures/routeWalker.js';
import { camel, referencedTable, someRowOfEveryTable, tenantTables, type TableInfo } from '../fixtures/tenantRows.js';
import { startTestServer, type TestServer } from '../fixtures/testServer.js';

/**
 * Need to know on every read route (issue 34): a distinct value is planted in
 * each column some reader may not receive (every column outside an entity's
 * `base`, domain/kit/module.ts ColumnRule) of every row of the company; then
 * every GET route of app.routeTable — routes added later included — is read
 * as every reader of docs/NEED_TO_KNOW.md and the kiosk with and without its
 * worker. A planted value in an answer to a reader the table does not give
 * that column is a leak, whatever the route joined it through.
 */
let s: TestServer;
let floor: Floor;
let readers: SignedReader[];
let reached: Map<string, Ask[]>;
const planted: { entity: EntityName; column: string; value: string }[] = [];

beforeAll(async () => {
  s = await startTestServer();
  floor = await setUpFloor(s);
  readers = await signedReaders(s, floor);
  await plantSentinels(await tenantTables(s.connection));
  reached = await reachableAsks();
}, 120_000);
afterAll(() => s.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const TEXT_TYPES = /^(text|character varying)$/;
const NUMBER_TYPES = /^(real|double precision|numeric(\(.*\))?|integer|bigint)$/;
/** Texts and money hold what is worth hiding; ids, dates, kinds and an offer's number would only break the rows they are planted in. */
const PLANTABLE = (column: string) => !/(Id|At|Date|date|Deadline|Type)$/.test(column) && column !== 'id';
const MONEY = /price|total|discount|prepaid|debt|tax|value|amount/i;

const typeOf = (schema: unknown): string => {
  const s = schema as { type: string; wrapped?: unknown };
  return s.wrapped !== undefined && ['nullable', 'optional', 'nullish'].includes(s.type) ? typeOf(s.wrapped) : s.type;
};

async function plantSentinels(tables: readonly TableInfo[]): Promise<void> {
  for (const entity of ENTITY_NAMES) {
    const decl = ENTITIES[entity] as EntityDecl;
    const row = decl.row as v.ObjectSchema<v.ObjectEntries, undefined> | undefined;
    const table = tables.find((t) => camel(t.sqlName) === entity);
    // Lookups go to everyone and a file to its owner's readers: nothing of them is anyone's to miss.
    if (!row || !table || decl.readers === 'all' && !decl.columns || decl.readers === 'owner') continue;
    for (const column of Object.keys(row.entries).filter((c) => !(decl.columns?.base ?? []).includes(c) && PLANTABLE(c))) {
      const sqlType = table.columns.find((c) => c.sqlName === snake(column))?.type;
      const kind = typeOf(row.entries[column]);
      const n = planted.length;
      let value: string | number | undefined;
      if (kind === 'string' && sqlType && TEXT_TYPES.test(sqlType)) value = `Z9${String(n).padStart(3, '0')}Q`;
      if (kind === 'number' && MONEY.test(column) && sqlType && NUMBER_TYPES.test(sqlType)) value = sqlType === 'integer' || sqlType === 'bigint' ? 9_870_000 + n : 9_870_000 + n + 0.53;
      if (value === undefined) continue;
      // A text is made unique per row (the row's id after it), so a column the company holds once takes it too.
      const set = typeof value === 'string' ? sql`${value} || id` : sql`${value}`;
      await sql`UPDATE ${sql.table(table.sqlName)} SET ${sql.ref(snake(column))} = ${set} WHERE company_id = ${floor.companyId}`.execute(s.connection.db);
      planted.push({ entity, column, value: String(value) });
    }
  }
}

/** Whether this reader receives this column of this entity (domain/visibility.ts, the table's rule). */
const receives = (p: PermissionMap, entity: EntityName, column: string) => {
  if (!readsAll(p, entity)) return false;
  const columns = columnsFor(p, entity);
  return columns === 'whole' || columns.includes(column);
};

const reads = (): WalkRoute[] =>
  apiRoutes(s.app).filter((r) => (r.method === 'GET' || r.readsByPost) && !SESSION_ROUTES.has(r.url) && !LINK_ROUTES.has(r.url) && !Object.hasOwn(NOT_WALKED, `${r.method} ${r.url}`));
const ARCHIVE_MODULES = ['contact', 'measures', 'offers', 'agreements', 'production', 'warehouse', 'transport', 'installation', 'service', 'impression'];

type Rows = Map<string, Record<string, unknown>>;
/** The query or body a read cannot answer without, by route; the ids are rows of the floor's company. */
const ASKS: Record<string, (rows: Rows) => { query?: Record<string, string>; body?: Record<string, unknown> }> = {
  'GET /api/v1/clients/clients-with-id-and-firstname-and-lastname': () => ({ query: { moduleId: '1' } }),
  'GET /api/v1/clients/materials/statuses': (r) => ({ query: { productId: idOf(r, 'products') } }),
  'GET /api/v1/products/responsibilities-materials': (r) => ({ query: { productId: idOf(r, 'products'), responsibilityId: idOf(r, 'responsibilities') } }),
  'GET /api/v1/products/responsibility-and-status': (r) => ({ query: { productId: idOf(r, 'products'), responsibilityId: idOf(r, 'responsibilities') } }),
  'GET /api/v1/products/calendar': () => ({ query: { start: '2020-01-01', end: '2020-12-31' } }),
  'GET /api/v1/project': (r) => ({ query: { projectId: idOf(r, 'projects') } }),
  'GET /api/v1/users/permission-users': () => ({ query: { module: 'transport' } }),
  'GET /api/v1/sync/rows': (r) => ({ query: { entity: 'clients', ids: idOf(r, 'clients') } }),
  'POST /api/v1/clients/advanced-search': () => ({ body: { moduleId: 1 } }),
  'POST /api/v1/products/agreements/start-end-date': (r) => ({ body: { quantity: 1, articleId: idOf(r, 'articles') } }),
  'GET /api/v1/clients/export-excel': () => ({ query: { letter: 'A' } }),
};
/** Reads not walked here, and why. */
const NOT_WALKED: Record<string, string> = {
  'GET /api/v1/public/impressions/:token/files/:fileId': "the client's rating link: its credential is the token in the path, no staff reader applies (tests/server/impressionLinks.test.ts)",
};
const idOf = (rows: Rows, table: string) => String(rows.get(table)!.id);

interface Ask {
  url: string;
  body?: { contentType: string; body: string };
}

/** For each read, the asks an admin reads something with (up to three), found by trying a row of every table. */
async function reachableAsks(): Promise<Map<string, Ask[]>> {
  const rows = await someRowOfEveryTable(s.connection, floor.companyId);
  const tables = [...rows.keys()];
  const out = new Map<string, Ask[]>();
  for (const route of reads()) {
    const name = `${route.method} ${route.url}`;
    const extra = ASKS[name]?.(rows) ?? {};
    const query = extra.query ? `?${new URLSearchParams(extra.query)}` : '';
    const body = route.readsByPost ? { contentType: 'application/json', body: JSON.stringify(extra.body ?? {}) } : undefined;
    const tries: string[][] = route.params.length === 0 ? [[]] : [];
    for (const table of tables) {
      tries.push(route.params.map((p) => String((rows.get(p === 'id' ? table : (referencedTable(snake(p), tables) ?? table)) ?? rows.get(table)!).id)));
    }
    if (route.params.length === 1) for (const word of [...ARCHIVE_MODULES, 'demo']) tries.push([word]);
    const good: Ask[] = [];
    // An admin first; a read only a kiosk makes (its workers) by the first reader it answers.
    for (const asker of [{ token: floor.tokens.admin, headers: {} }, ...readers]) {
      for (const values of tries) {
        if (good.length >= 3) break;
        const ask: Ask = { url: fillParams(route.url, (_n, i) => values[i]!) + query, ...(body ? { body } : {}) };
        if ((await injectAs(s.app, asker.token, route.method, ask.url, ask.body, asker.headers)).status === 200) good.push(ask);
      }
      if (good.length > 0) break;
    }
    out.set(name, good);
  }
  return out;
}

describe('every read route, as every reader', () => {
  it('plants a value in the columns some reader may not receive, and reaches every read with a row it answers', () => {
    expect(planted.map((p) => `${p.entity}.${p.column}`)).toEqual(expect.arrayContaining(['clients.bankAccountNumber', 'clients.phoneNumber', 'products.totalPrice', 'agreements.prepaid', 'offers.total']));
    const unreached = [...reached].filter(([, values]) => values.length === 0).map(([name]) => name);
    expect(unreached).toEqual([]);
  });

  it('answers no reader a planted value of a column the table does not give them, and never a 500', async () => {
    const leaks: string[] = [];
    for (const route of reads()) {
      for (const { url, body } of reached.get(`${route.method} ${route.url}`) ?? []) {
        for (const reader of readers) {
          const res = await injectAs(s.app, reader.token, route.method, url, body, reader.headers);
          if (res.status >= 500) leaks.push(`${reader.name}: ${route.method} ${url} answered ${res.status}`);
          if (res.status !== 200) continue;
          for (const p of planted) if (res.text.includes(p.value) && !receives(reader.p, p.entity, p.column)) leaks.push(`${reader.name}: ${route.method} ${route.url} gave ${p.entity}.${p.column}`);
        }
      }
    }
    expect([...new Set(leaks)]).toEqual([]);
  }, 300_000);

  it("answers the clients' spreadsheet (packed, so not searched above) only to who reads clients whole", async () => {
    const [ask] = reached.get('GET /api/v1/clients/export-excel')!;
    for (const reader of readers) {
      const res = await injectAs(s.app, reader.token, 'GET', ask!.url, undefined, reader.headers);
      expect(res.status === 200, reader.name).toBe(readsWhole(reader.p, 'clients'));
    }
  });
});

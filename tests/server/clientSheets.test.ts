import { randomBytes } from 'node:crypto';
import { zipSync } from 'fflate';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SHEET_HEADERS, CLIENT_SHEET_KEYS, type SheetCell } from '../../domain/contact/clientSheet.js';
import { CONTACT_MSG } from '../../domain/contact/messages.js';
import { newId } from '../../domain/ids.js';
import { MSG } from '../../domain/messages.js';
import type { NewRow } from '../../server/db/schema.js';
import { readSpreadsheetRows, SPREADSHEET_MSG, type SpreadsheetRow } from '../../server/files/spreadsheetGuard.js';
import { companyUsers, writeTotals, type CompanyUsers } from '../fixtures/directWrite.js';
import { formOf } from '../fixtures/files.js';
import { startTestServer, type ApiResponse, type TestServer } from '../fixtures/testServer.js';

/**
 * The clients' spreadsheets (spec 000 §7 `GET clients/export-excel`, `POST
 * clients/import-excel`; issue 14 "Spreadsheets"): a real .xlsx out, the same
 * file in again as new clients of another company, per-row answers, and the
 * guard's refusals with nothing written.
 */
let s: TestServer;
let demo: CompanyUsers;
let acme: CompanyUsers;
const tokens: Record<string, string> = {};
const cityIds: Record<string, number> = {};

const MiB = 1024 * 1024;
const HEADER = CLIENT_SHEET_KEYS.map((key) => CLIENT_SHEET_HEADERS[key]);

async function put<T extends 'clients' | 'projects'>(table: T, values: Omit<NewRow<T>, 'id' | 'createdAt' | 'updatedAt'> & { createdAt?: string }): Promise<string> {
  const id = newId();
  const now = new Date().toISOString();
  // TypeScript cannot spread into a row of a generic table; `values` is checked per table at each call.
  await s.connection.db.insertInto(table).values({ id, createdAt: now, updatedAt: now, ...values } as unknown as NewRow<T>).execute();
  return id;
}

/** A client of demo created on a day of March 2001 (far from the seed's), with its projects. */
async function demoClient(day: number, fields: Partial<NewRow<'clients'>>, projects: string[] = ['Kuzhina']): Promise<string> {
  const id = await put('clients', {
    companyId: demo.companyId,
    firstnameAndLastname: 'Pa emer',
    lastName: 'Pa mbiemer',
    cityId: cityIds.Prishtine!,
    createdAt: `2001-03-${String(day).padStart(2, '0')}T10:00:00.000Z`,
    ...fields,
  });
  for (const projectName of projects) await put('projects', { companyId: demo.companyId, clientId: id, projectName });
  return id;
}

const exportSheet = (query: string, token = tokens.admin) => s.request('GET', `clients/export-excel?${query}`, { token });

/** The export as bytes (the test server's request reads text). */
async function exportBytes(query: string, token = tokens.admin!): Promise<{ res: Response; bytes: Buffer }> {
  const res = await fetch(`${s.api}/clients/export-excel?${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function rowsOf(bytes: Buffer): Promise<SpreadsheetRow[]> {
  const read = await readSpreadsheetRows(bytes);
  if (!read.ok) throw new Error(read.message);
  return read.rows;
}

const importSheet = (bytes: Buffer, token: string, headers: Record<string, string> = {}) =>
  s.request('POST', 'clients/import-excel', { token, form: formOf({}, [['file', bytes, 'klientet.xlsx']]), headers });

/** A workbook of the given rows under the export's header; each row's cells by header, the rest empty. */
const workbook = (rows: Partial<Record<string, SheetCell>>[]) =>
  writeXlsxFile([HEADER.map((value) => ({ value })), ...rows.map((r) => HEADER.map((h) => (r[h] == null ? null : { value: r[h], type: r[h] instanceof Date ? Date : String })))], { buffer: true });

/** A company's clients and their projects' names, as the comparison reads them: every column a sheet carries. */
async function clientsOf(companyId: string, ids: readonly string[]) {
  const clients = await s.connection.db.selectFrom('clients').selectAll().where('companyId', '=', companyId).where('id', 'in', ids).execute();
  const projects = await s.connection.db.selectFrom('projects').select(['clientId', 'projectName', 'shipmentDestinationId']).where('companyId', '=', companyId).where('clientId', 'in', ids).orderBy('createdAt').orderBy('id').execute();
  return clients
    .map(({ id, companyId: _c, createdAt: _cr, updatedAt: _u, agentId: _a, moduleId: _m, archivedAt: _ar, ...fields }) => ({
      ...fields,
      projects: projects.filter((p) => p.clientId === id).map((p) => `${p.projectName}/${p.shipmentDestinationId}`),
    }))
    .sort((a, b) => a.firstnameAndLastname.localeCompare(b.firstnameAndLastname));
}

/** A refused import answers `status` with the message on `file` and writes nothing. */
async function expectRefused(call: () => Promise<ApiResponse>, status: number, message: string) {
  const before = await writeTotals(s.connection);
  const res = await call();
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toBe(message);
  expect(await writeTotals(s.connection)).toEqual(before);
}

const ids: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer();
  demo = await companyUsers(s.connection, 'demo');
  acme = await companyUsers(s.connection, 'acme');
  for (const user of ['admin', 'office', 'observer', 'driver']) tokens[user] = await s.login(user);
  tokens.acme = await s.login('admin', 'acme');
  for (const c of await s.connection.db.selectFrom('cities').select(['id', 'name']).execute()) cityIds[c.name] = c.id;
  ids.cela = await demoClient(
    2,
    {
      firstnameAndLastname: 'Çlirim',
      lastName: 'Berisha',
      phoneNumber: '+383 44 123 456',
      secondPhoneNumber: '049 111 222',
      email: 'clirim@example.com',
      businessNumber: '811234567',
      address: 'Rruga B 12',
      secondAddress: 'Hyrja 2',
      bankAccountNumber: '1110 2220 3330 4440',
      bankAccount: 'Banka Ekonomike',
      contactPerson: 'Besa',
      companyName: 'Çlirim Sh.p.k.',
      parentName: 'Agim',
      fiscalNumber: '600123456',
      productCode: 'CB12',
      commentAndDetails: 'Thirr pas ores 16',
      countryId: 2,
      cityId: cityIds.Tirane!,
    },
    ['Kuzhina', 'Dritaret e katit'],
  );
  ids.arta = await demoClient(3, { firstnameAndLastname: 'Arta', lastName: 'Hoti', cityId: cityIds['Kaçanik']! });
  ids.besa = await demoClient(4, { firstnameAndLastname: 'Besa', lastName: 'Gashi', phoneNumber: '044 987 654' }, ['Banjo']);
  ids.cen = await demoClient(5, { firstnameAndLastname: 'Cen', lastName: 'Kastrati' });
  ids.archived = await demoClient(3, { firstnameAndLastname: 'Cana', lastName: 'Arkivuar', archivedAt: '2001-04-01T00:00:00.000Z' });
  await put('clients', { companyId: acme.companyId, firstnameAndLastname: 'Cim', lastName: 'Acme', cityId: cityIds.Prishtine!, createdAt: '2001-03-03T10:00:00.000Z' });
});
afterAll(() => s.close());

describe('GET clients/export-excel', () => {
  it("needs a letter or a date: 'Please select a letter or date'", async () => {
    const res = await exportSheet('');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(CONTACT_MSG.selectLetterOrDate);
    expect((await exportSheet('letter=&from_date=')).body.message).toBe(CONTACT_MSG.selectLetterOrDate);
  });

  it('refuses a range out of order and a letter that is none', async () => {
    expect((await exportSheet('from_date=2001-03-05&to_date=2001-03-01')).body.message).toBe(MSG.dateRangeOrder);
    expect((await exportSheet('letter=AB')).status).toBe(422);
  });

  it('answers a real .xlsx as a download: the header, then the clients of the range by name, archived ones and other companies left out', async () => {
    const { res, bytes } = await exportBytes('from_date=2001-03-02&to_date=2001-03-05');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="klientet-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const [header, ...rows] = await rowsOf(bytes);
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => r[0])).toEqual(['Arta', 'Besa', 'Cen', 'Çlirim']);
    const cela = rows[3]!;
    expect(cela.slice(0, 7)).toEqual(['Çlirim', 'Berisha', '+383 44 123 456', '049 111 222', 'Shqiperi', 'Tirane', '811234567']);
    expect(cela[HEADER.indexOf('Projektet')]).toBe('Kuzhina; Dritaret e katit');
    expect(cela[HEADER.indexOf('Krijuar me')]).toEqual(new Date('2001-03-02T00:00:00.000Z'));
  });

  it('takes both days of the range whole, and either end alone', async () => {
    const names = async (query: string) => (await rowsOf((await exportBytes(query)).bytes)).slice(1).map((r) => r[0]);
    expect(await names('from_date=2001-03-03&to_date=2001-03-04')).toEqual(['Arta', 'Besa']);
    expect(await names('from_date=2001-03-05&to_date=2001-03-31')).toEqual(['Cen']);
    expect(await names('to_date=2001-03-02')).toContain('Çlirim');
  });

  it("filters by the first name's letter, accents folded ('Çlirim' is under C), with the dates or alone", async () => {
    const names = async (query: string) => (await rowsOf((await exportBytes(query)).bytes)).slice(1).map((r) => r[0]);
    expect(await names('letter=c&from_date=2001-03-01&to_date=2001-03-31')).toEqual(['Cen', 'Çlirim']);
    expect(await names('letter=C')).toEqual(expect.arrayContaining(['Cen', 'Çlirim']));
    expect(await names('letter=C')).not.toContain('Cana');
    expect(await names('letter=C')).not.toContain('Cim');
  });

  it('is the contact module’s: observers read it, a driver is refused', async () => {
    expect((await exportBytes('letter=A', tokens.observer)).res.status).toBe(200);
    expect((await exportBytes('letter=A', tokens.office)).res.status).toBe(200);
    expect((await exportSheet('letter=A', tokens.driver)).status).toBe(403);
  });
});

describe('POST clients/import-excel', () => {
  it('imports an exported sheet into another company as the same clients and projects, the importer their agent', async () => {
    const { bytes } = await exportBytes('from_date=2001-03-02&to_date=2001-03-05');
    const res = await importSheet(bytes, tokens.acme!);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MSG.saved);
    expect(res.body.data).toMatchObject({ imported: 4, duplicates: 0, refused: 0 });
    const imported = res.body.data.rows.map((r: { clientId: string }) => r.clientId);
    expect(res.body.data.rows.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'imported'],
      [3, 'imported'],
      [4, 'imported'],
      [5, 'imported'],
    ]);
    expect(await clientsOf(acme.companyId, imported)).toEqual(await clientsOf(demo.companyId, [ids.cela!, ids.arta!, ids.besa!, ids.cen!]));
    const stamps = await s.connection.db.selectFrom('clients').select(['agentId', 'moduleId', 'archivedAt']).where('id', 'in', imported).execute();
    expect(stamps).toEqual(Array(4).fill({ agentId: acme.users.admin, moduleId: 1, archivedAt: null }));
    // Published: the company's devices pull the new clients and projects.
    const feed = await s.connection.db.selectFrom('changes').select('entity').where('companyId', '=', acme.companyId).where('entityId', 'in', imported).execute();
    expect(feed).toHaveLength(4);
  });

  it('reports the clients it holds already as duplicates and imports nothing twice', async () => {
    const { bytes } = await exportBytes('from_date=2001-03-02&to_date=2001-03-05');
    const before = await writeTotals(s.connection);
    const res = await importSheet(bytes, tokens.admin!);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 0, duplicates: 4, refused: 0 });
    expect(res.body.data.rows.map((r: { clientId: string }) => r.clientId)).toEqual([ids.arta, ids.besa, ids.cen, ids.cela]);
    expect(await writeTotals(s.connection)).toEqual(before);
  });

  it('counts an archived client as held, and a row repeating an earlier one as its duplicate', async () => {
    const res = await importSheet(
      await workbook([
        { Emri: 'Cana', Mbiemri: 'Arkivuar', Qyteti: 'Prishtine', Projektet: 'Kuzhina' },
        { Emri: 'Dea', Mbiemri: 'Krasniqi', Telefoni: '044 555 666', Qyteti: 'Prishtine', Projektet: 'Kuzhina' },
        { Emri: 'DEA', Mbiemri: 'krasniqi', Telefoni: '+38344555666', Qyteti: 'Prizren', Projektet: 'Banjo' },
      ]),
      tokens.office!,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [archived, dea, again] = res.body.data.rows;
    expect(archived).toEqual({ row: 2, status: 'duplicate', clientId: ids.archived });
    expect(dea).toMatchObject({ row: 3, status: 'imported' });
    expect(again).toEqual({ row: 4, status: 'duplicate', clientId: dea.clientId });
    expect(await s.connection.db.selectFrom('clients').select('agentId').where('id', '=', dea.clientId).executeTakeFirst()).toEqual({ agentId: demo.users.office });
  });

  it('refuses the bad rows with their errors and imports the good ones', async () => {
    const res = await importSheet(
      await workbook([
        { Emri: 'era', Mbiemri: 'Morina', Qyteti: 'Peje', Projektet: 'Kuzhina; Banjo' },
        { Emri: 'F', Mbiemri: '', Telefoni: 'abc', Qyteti: '', Projektet: '' },
        { Emri: 'Gent', Mbiemri: 'Shala', Shteti: 'Atlantida', Qyteti: 'Peje', Projektet: 'Kuzhina' },
        { Emri: 'Hana', Mbiemri: 'Rama', Email: 'jo-email', Qyteti: 'Peje', Projektet: 'Kuzhina' },
      ]),
      tokens.admin!,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ imported: 1, duplicates: 0, refused: 3 });
    expect(res.body.data.rows.slice(1)).toEqual([
      {
        row: 3,
        status: 'refused',
        errors: { firstnameAndLastname: MSG.tooShort, lastName: MSG.lastNameRequired, phoneNumber: MSG.invalidPhone, city: MSG.fillFieldSq, projects: CONTACT_MSG.createProject },
      },
      { row: 4, status: 'refused', errors: { country: MSG.invalidValue, city: MSG.invalidValue } },
      { row: 5, status: 'refused', errors: { email: MSG.invalidEmail } },
    ]);
    const [era] = await clientsOf(demo.companyId, [res.body.data.rows[0].clientId]);
    expect(era).toMatchObject({ firstnameAndLastname: 'Era', lastName: 'Morina', countryId: 76, cityId: cityIds.Peje, projects: ['Kuzhina/1', 'Banjo/1'] });
    const named = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', demo.companyId).where('firstnameAndLastname', 'in', ['F', 'Gent', 'Hana']).execute();
    expect(named).toEqual([]);
  });

  it('writes hundreds of rows in one go: every client and project stored, audited and published', async () => {
    const count = 450;
    const rows = Array.from({ length: count }, (_, i) => ({ Emri: `Masiv${i}`, Mbiemri: 'Importi', Qyteti: 'Ferizaj', Projektet: i % 2 === 0 ? 'Kuzhina; Banjo' : 'Kuzhina' }));
    const res = await importSheet(await workbook(rows), tokens.acme!);
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data).toMatchObject({ imported: count, duplicates: 0, refused: 0 });
    const clientIds: string[] = res.body.data.rows.map((r: { clientId: string }) => r.clientId);
    const projects = await s.connection.db.selectFrom('projects').select('id').where('clientId', 'in', clientIds).execute();
    expect(projects).toHaveLength(count + count / 2);
    const written = [...clientIds, ...projects.map((p) => p.id)];
    const audited = await s.connection.db.selectFrom('auditLog').select('auditableId').where('event', '=', 'created').where('auditableId', 'in', written).execute();
    expect(audited).toHaveLength(written.length);
    const published = await s.connection.db.selectFrom('changes').select('entityId').where('companyId', '=', acme.companyId).where('entityId', 'in', written).execute();
    expect(published).toHaveLength(written.length);
  });

  it('answers a re-sent import under the same Idempotency-Key from the key, importing nothing twice', async () => {
    const bytes = await workbook([{ Emri: 'Ilir', Mbiemri: 'Dervishi', Qyteti: 'Gjilan', Projektet: 'Kuzhina' }]);
    const key = `import-${newId()}`;
    const first = await importSheet(bytes, tokens.admin!, { 'idempotency-key': key });
    expect(first.body.data).toMatchObject({ imported: 1 });
    const before = await writeTotals(s.connection);
    const again = await importSheet(bytes, tokens.admin!, { 'idempotency-key': key });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await writeTotals(s.connection)).toEqual(before);
    const ilir = await s.connection.db.selectFrom('clients').select('id').where('companyId', '=', demo.companyId).where('firstnameAndLastname', '=', 'Ilir').execute();
    expect(ilir).toHaveLength(1);
    // Another file under the key is another request: refused, not answered with the first one's result.
    const other = await importSheet(await workbook([{ Emri: 'Jeta', Mbiemri: 'Dervishi', Qyteti: 'Gjilan', Projektet: 'Kuzhina' }]), tokens.admin!, { 'idempotency-key': key });
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(MSG.idempotencyMismatch);
  });

  it('refuses a sheet without the columns it needs, naming them, and writes nothing', async () => {
    const bytes = await writeXlsxFile([[{ value: 'Emri' }, { value: 'Mbiemri' }], [{ value: 'Kaltrina' }, { value: 'Leka' }]], { buffer: true });
    await expectRefused(() => importSheet(bytes, tokens.admin!), 422, 'Mungojne kolonat: Qyteti, Projektet');
  });

  it('refuses a zip bomb and a file that is no workbook, writing nothing', async () => {
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': [new Uint8Array(20 * MiB), { level: 9 }] }));
    await expectRefused(() => importSheet(bomb, tokens.admin!), 422, SPREADSHEET_MSG.ratioTooHigh);
    await expectRefused(() => importSheet(randomBytes(4096), tokens.admin!), 422, SPREADSHEET_MSG.notSpreadsheet);
  });

  it("refuses a file over 5 MB with the spreadsheet's own limit (413), writing nothing", async () => {
    await expectRefused(() => importSheet(randomBytes(5 * MiB + 1), tokens.admin!), 413, SPREADSHEET_MSG.tooLarge);
  });

  it("refuses a call without the file: 'Ju lutem nkarkoni file-in!', and two files", async () => {
    await expectRefused(() => s.request('POST', 'clients/import-excel', { token: tokens.admin, form: formOf({ note: 'pa file' }) }), 422, MSG.uploadFile);
    await expectRefused(() => s.request('POST', 'clients/import-excel', { token: tokens.admin, body: {} }), 422, MSG.uploadFile);
    const twice = formOf({}, [
      ['file', Buffer.from('a'), 'a.xlsx'],
      ['file', Buffer.from('b'), 'b.xlsx'],
    ]);
    await expectRefused(() => s.request('POST', 'clients/import-excel', { token: tokens.admin, form: twice }), 422, MSG.invalidValue);
  });

  it('is a write of the contact module: observers and drivers are refused, nothing written', async () => {
    const bytes = await workbook([{ Emri: 'Lule', Mbiemri: 'Hasani', Qyteti: 'Prishtine', Projektet: 'Kuzhina' }]);
    await expectRefused(() => importSheet(bytes, tokens.observer!), 403, MSG.noAccess);
    await expectRefused(() => importSheet(bytes, tokens.driver!), 403, MSG.noAccess);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTRY_ID } from '../../../domain/contact/clientBody.js';
import {
  CLIENT_SHEET_HEADERS,
  CLIENT_SHEET_KEYS,
  clientToSheetRow,
  importResultOf,
  MAX_IMPORT_ROWS,
  placeLookup,
  readClientSheet,
  sheetRowToClientInput,
  validateImportRows,
  type CheckedImportRow,
  type ClientSheetRecord,
  type SheetCell,
} from '../../../domain/contact/clientSheet.js';
import type { ClientRead } from '../../../domain/contact/clientShape.js';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { MSG } from '../../../domain/messages.js';

const places = placeLookup(
  [
    { id: 76, name: 'Kosove' },
    { id: 2, name: 'Shqiperi' },
  ],
  [
    { id: 1, countryId: 76, name: 'Prishtine' },
    { id: 25, countryId: 76, name: 'Kaçanik' },
    { id: 40, countryId: 2, name: 'Tirane' },
  ],
);

const HEADER = CLIENT_SHEET_KEYS.map((key) => CLIENT_SHEET_HEADERS[key]);

const client: ClientRead = {
  id: '0190a000-0000-7000-8000-000000000001',
  firstnameAndLastname: 'Arta',
  lastName: 'Berisha',
  phoneNumber: '044 123 456',
  secondPhoneNumber: null,
  email: 'arta@example.com',
  commentAndDetails: 'Thirr pas ores 16',
  businessNumber: '811234567',
  address: 'Rruga B 12',
  secondAddress: null,
  bankAccountNumber: '1110 2220 3330 4440',
  bankAccount: 'Banka Ekonomike',
  contactPerson: 'Besa',
  parentName: 'Agim',
  companyName: 'Arta Sh.p.k.',
  fiscalNumber: '600123456',
  productCode: 'AB12',
  countryId: 2,
  country: { id: 2, name: 'Shqiperi' },
  cityId: 40,
  city: { id: 40, name: 'Tirane' },
  agentId: null,
  agent: null,
  moduleId: 1,
  archivedAt: null,
  createdAt: '2024-03-05T10:20:30.000Z',
  updatedAt: '2024-03-05T10:20:30.000Z',
};

/** A sheet of the given data rows under the export's header. */
const sheet = (...rows: SheetCell[][]) => [HEADER, ...rows];

/** One data row, cells by header; the rest empty. */
const row = (cells: Partial<Record<(typeof HEADER)[number], SheetCell>>): SheetCell[] => HEADER.map((h) => cells[h] ?? null);

function records(rows: SheetCell[][]): ClientSheetRecord[] {
  const read = readClientSheet(rows);
  if (!read.ok) throw new Error(read.message);
  return read.records;
}

const sequentialIds = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const check = (rows: SheetCell[][], stored: Parameters<typeof validateImportRows>[1] = []) => validateImportRows(records(rows), stored, places, sequentialIds());

describe('the clients sheet: columns', () => {
  it('has an Albanian header for every field of the client, the places, the projects and the creation date, in the form order', () => {
    expect(HEADER).toEqual([
      'Emri',
      'Mbiemri',
      'Telefoni',
      'Telefoni i dyte',
      'Shteti',
      'Qyteti',
      'Numri i biznesit',
      'Adresa',
      'Adresa e dyte',
      'Email',
      'Numri i llogarise bankare',
      'Emri i bankes',
      'Personi kontaktues',
      'Emri i kompanise',
      'Emri i prindit',
      'Numri fiskal',
      'Kodi i produktit',
      'Komente dhe detaje',
      'Projektet',
      'Krijuar me',
    ]);
  });

  it('writes a client as one row: its fields, country and city by name, its projects in one cell, the day it was created', () => {
    expect(clientToSheetRow(client, ['Kuzhina', 'Dritaret'])).toEqual([
      'Arta',
      'Berisha',
      '044 123 456',
      null,
      'Shqiperi',
      'Tirane',
      '811234567',
      'Rruga B 12',
      null,
      'arta@example.com',
      '1110 2220 3330 4440',
      'Banka Ekonomike',
      'Besa',
      'Arta Sh.p.k.',
      'Agim',
      '600123456',
      'AB12',
      'Thirr pas ores 16',
      'Kuzhina; Dritaret',
      new Date('2024-03-05T00:00:00.000Z'),
    ]);
  });

  it('leaves the city and the projects empty when the client has none', () => {
    const cells = clientToSheetRow({ ...client, cityId: null, city: null }, []);
    expect(cells[CLIENT_SHEET_KEYS.indexOf('city')]).toBeNull();
    expect(cells[CLIENT_SHEET_KEYS.indexOf('projects')]).toBeNull();
  });
});

describe('the clients sheet: reading a sheet', () => {
  it('finds its columns by header, in any order, case, accents and spacing aside, beside columns of its own', () => {
    const read = readClientSheet([
      ['Shënime', ' QYTETI ', 'projektet', 'mbiemri', 'EMRI'],
      ['x', 'Prishtine', 'Kuzhina', 'Berisha', 'Arta'],
    ]);
    expect(read).toEqual({ ok: true, records: [{ row: 2, cells: { city: 'Prishtine', projects: 'Kuzhina', lastName: 'Berisha', firstnameAndLastname: 'Arta' } }] });
  });

  it('refuses a sheet without the name, city or project columns, naming them', () => {
    expect(readClientSheet([['Emri', 'Telefoni'], ['Arta', '044123456']])).toEqual({ ok: false, message: 'Mungojne kolonat: Mbiemri, Qyteti, Projektet' });
    expect(readClientSheet([])).toEqual({ ok: false, message: 'Mungojne kolonat: Emri, Mbiemri, Qyteti, Projektet' });
  });

  it('skips rows with nothing filled, keeping the row numbers the spreadsheet shows', () => {
    const rows = records(sheet(row({ Emri: 'Arta' }), row({ Emri: '  ' }), [], row({ Emri: 'Besa' })));
    expect(rows.map((r) => [r.row, r.cells.firstnameAndLastname])).toEqual([
      [2, 'Arta'],
      [5, 'Besa'],
    ]);
  });

  it('takes the first row with anything in it as the header, rows above it left empty', () => {
    const rows = records([[], [null, ''], HEADER, row({ Emri: 'Arta' })]);
    expect(rows.map((r) => [r.row, r.cells.firstnameAndLastname])).toEqual([[4, 'Arta']]);
  });

  it(`takes ${MAX_IMPORT_ROWS} rows and refuses one more, with the number in its text`, () => {
    const many = (n: number) => sheet(...Array.from({ length: n }, (_, i) => row({ Emri: `Klient ${i}` })));
    expect(readClientSheet(many(MAX_IMPORT_ROWS)).ok).toBe(true);
    expect(readClientSheet(many(MAX_IMPORT_ROWS + 1))).toEqual({ ok: false, message: CONTACT_MSG.sheetTooManyRows });
    expect(CONTACT_MSG.sheetTooManyRows).toContain(String(MAX_IMPORT_ROWS));
  });
});

describe('the clients sheet: a row as the new client body', () => {
  const cells = (c: ClientSheetRecord['cells']) => sheetRowToClientInput(c, places);

  it('looks the country and the city up by name, accents aside; no country is Kosovo, as in the form', () => {
    expect(cells({ country: 'shqiperi', city: 'TIRANE' })).toMatchObject({ input: { country: 2, city: 40 }, errors: {} });
    expect(cells({ city: 'kacanik' })).toMatchObject({ input: { country: DEFAULT_COUNTRY_ID, city: 25 }, errors: {} });
  });

  it('refuses a country or a city it does not know, and a city of another country', () => {
    expect(cells({ country: 'Atlantida', city: 'Prishtine' }).errors).toEqual({ country: MSG.invalidValue, city: MSG.invalidValue });
    expect(cells({ country: 'Shqiperi', city: 'Prishtine' }).errors).toEqual({ city: MSG.invalidValue });
    expect(cells({ country: 'Shqiperi' }).errors).toEqual({});
  });

  it('reads numbers as their digits and dates as their day; empty cells as null', () => {
    const { input } = cells({ phoneNumber: 44123456, businessNumber: 811234567, address: new Date('2024-01-02T00:00:00Z'), email: '   ' });
    expect(input).toMatchObject({ phoneNumber: '44123456', businessNumber: '811234567', address: '2024-01-02', email: null, secondAddress: null });
  });

  it("lists the projects of the cell split at ';', blanks dropped", () => {
    expect(cells({ projects: ' Kuzhina ;Dritaret;; ' }).input.projects).toEqual([{ projectName: 'Kuzhina' }, { projectName: 'Dritaret' }]);
    expect(cells({}).input.projects).toEqual([]);
  });
});

describe('the clients sheet: checking an import', () => {
  const arta = { Emri: 'arta', Mbiemri: 'Berisha', Telefoni: '+383 44 123 456', Qyteti: 'Prishtine', Projektet: 'Kuzhina' };

  it('takes a valid row as POST clients would, under a new id: the name capitalised, the project with the default destination', () => {
    const [checked] = check(sheet(row(arta)));
    expect(checked).toMatchObject({ row: 2, status: 'imported', clientId: 'new-1' });
    const { client: parsed } = checked as Extract<CheckedImportRow, { status: 'imported' }>;
    expect(parsed.client).toMatchObject({ firstnameAndLastname: 'Arta', lastName: 'Berisha', countryId: 76, cityId: 1, phoneNumber: '+383 44 123 456' });
    expect(parsed.projects).toEqual([expect.objectContaining({ projectName: 'Kuzhina', shipmentDestinationId: 1, orders: [] })]);
  });

  it("refuses a row with every field's message: names, city, projects, lengths", () => {
    const [checked] = check(sheet(row({ Emri: 'A', Telefoni: 'abc', Email: 'jo-email' })));
    expect(checked).toEqual({
      row: 2,
      status: 'refused',
      errors: {
        firstnameAndLastname: MSG.tooShort,
        lastName: MSG.lastNameRequired,
        phoneNumber: MSG.invalidPhone,
        email: MSG.invalidEmail,
        city: MSG.fillFieldSq,
        projects: CONTACT_MSG.createProject,
      },
    });
  });

  it('refuses two projects of one name in a row', () => {
    const [checked] = check(sheet(row({ ...arta, Projektet: 'Kuzhina; KUZHINA' })));
    expect(checked).toEqual({ row: 2, status: 'refused', errors: { 'projects.1.projectName': 'Projekti "KUZHINA" ekziston, provoni perseri!' } });
  });

  it("refuses a city it does not know with its own message, over the body's for the empty select", () => {
    const [checked] = check(sheet(row({ ...arta, Qyteti: 'Atlantida' })));
    expect(checked).toEqual({ row: 2, status: 'refused', errors: { city: MSG.invalidValue } });
  });

  it('reports a duplicate of a stored client (same folded names, same phone written otherwise), not importing it', () => {
    const stored = [{ id: 'stored-1', firstnameAndLastname: 'Arta', lastName: 'BERISHA', phoneNumber: '044-123-456' }];
    expect(check(sheet(row(arta)), stored)).toEqual([{ row: 2, status: 'duplicate', clientId: 'stored-1' }]);
    expect(check(sheet(row({ ...arta, Telefoni: '049 999 888' })), stored)[0]).toMatchObject({ status: 'imported' });
  });

  it('reports a duplicate of an earlier row with that row’s id; a refused earlier row is no client', () => {
    const checked = check(sheet(row({ ...arta, Qyteti: '' }), row(arta), row({ ...arta, Emri: 'Ärta' }), row({ ...arta, Telefoni: '044123456' })));
    expect(checked.map((r) => [r.row, r.status, 'clientId' in r ? r.clientId : null])).toEqual([
      [2, 'refused', null],
      [3, 'imported', 'new-1'],
      [4, 'duplicate', 'new-1'],
      [5, 'duplicate', 'new-1'],
    ]);
  });

  it('answers the counts and each row without the client it writes', () => {
    const checked = check(sheet(row(arta), row(arta), row({ Emri: 'Besa' })));
    expect(importResultOf(checked)).toEqual({
      imported: 1,
      duplicates: 1,
      refused: 1,
      rows: [
        { row: 2, status: 'imported', clientId: 'new-1' },
        { row: 3, status: 'duplicate', clientId: 'new-1' },
        { row: 4, status: 'refused', errors: { lastName: MSG.lastNameRequired, city: MSG.fillFieldSq, projects: CONTACT_MSG.createProject } },
      ],
    });
  });

  it('reads back what it wrote: an exported row imports as the same client and projects', () => {
    const exported = sheet(clientToSheetRow(client, ['Kuzhina', 'Dritaret']));
    const [checked] = check(exported);
    expect(checked?.status).toBe('imported');
    const { client: parsed } = checked as Extract<CheckedImportRow, { status: 'imported' }>;
    const { id: _id, country: _c, city: _ci, agentId: _a, agent: _ag, moduleId: _m, archivedAt: _ar, createdAt: _cr, updatedAt: _u, ...fields } = client;
    expect(parsed.client).toEqual(fields);
    expect(parsed.projects.map((p) => p.projectName)).toEqual(['Kuzhina', 'Dritaret']);
  });
});

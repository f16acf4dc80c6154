import type { FieldErrors } from '../validation.js';
import { parseWith } from '../validation.js';
import { MSG } from '../messages.js';
import { newId } from '../ids.js';
import { DEFAULT_COUNTRY_ID, newClientBody, type ClientFields, type ClientInput, type NewClient } from './clientBody.js';
import { clientDuplicateKey, foldPersonName, type ClientIdentity } from './clientRules.js';
import type { ClientRead } from './clientShape.js';
import type { ImportResult, ImportRowResult } from './importRows.js';
import { CONTACT_MSG } from './messages.js';

/**
 * The clients' spreadsheet (spec 000 §2 "export and import of spreadsheets",
 * §7 `GET clients/export-excel`, `POST clients/import-excel`), pure: the
 * server writes and reads it with these, and the PWA's import preview checks
 * a file with the same functions before anything is sent.
 *
 * Decisions (the spec gives no columns): one row per client, its own fields
 * under Albanian headers in the contact form's order, the country and city by
 * name, its projects' names in one cell, and the creation date, which the
 * export is filtered by and an import leaves to the server. An import finds
 * its columns by header (case, accents and spacing aside), so a sheet made by
 * hand may hold fewer of them, in any order, beside columns of its own.
 */

/** A cell as a spreadsheet reader gives it. */
export type SheetCell = string | number | boolean | Date | null;
export type SheetRow = readonly SheetCell[];

/** The client's own text fields: every column a save writes but the places. */
type TextField = Exclude<keyof ClientFields, 'countryId' | 'cityId'>;

export type ClientSheetKey = TextField | 'country' | 'city' | 'projects' | 'createdAt';

/** The columns in their order, each under its header. */
export const CLIENT_SHEET_HEADERS = {
  firstnameAndLastname: 'Emri',
  lastName: 'Mbiemri',
  phoneNumber: 'Telefoni',
  secondPhoneNumber: 'Telefoni i dyte',
  country: 'Shteti',
  city: 'Qyteti',
  businessNumber: 'Numri i biznesit',
  address: 'Adresa',
  secondAddress: 'Adresa e dyte',
  email: 'Email',
  bankAccountNumber: 'Numri i llogarise bankare',
  bankAccount: 'Emri i bankes',
  contactPerson: 'Personi kontaktues',
  companyName: 'Emri i kompanise',
  parentName: 'Emri i prindit',
  fiscalNumber: 'Numri fiskal',
  productCode: 'Kodi i produktit',
  commentAndDetails: 'Komente dhe detaje',
  projects: 'Projektet',
  createdAt: 'Krijuar me',
} as const satisfies Record<ClientSheetKey, string>;

export const CLIENT_SHEET_KEYS = Object.keys(CLIENT_SHEET_HEADERS) as ClientSheetKey[];

const TEXT_FIELDS = CLIENT_SHEET_KEYS.filter((key): key is TextField => !['country', 'city', 'projects', 'createdAt'].includes(key));

/**
 * The columns without which no row could be imported; a sheet lacking one is
 * refused whole. The country may be left out (Kosovo, as in the form).
 */
export const REQUIRED_SHEET_KEYS = ['firstnameAndLastname', 'lastName', 'city', 'projects'] as const satisfies readonly ClientSheetKey[];

/**
 * How the project names share their cell. Decision: a project name holding
 * the separator reads back as two projects; the contact form allows it, a
 * hand-made sheet has no better way to list several in one cell.
 */
export const PROJECT_SEPARATOR = '; ';

/** Most client rows one import takes (ours): one transaction, a few seconds at most. */
export const MAX_IMPORT_ROWS = 10_000;

/**
 * The rows holding something that settle readClientSheet's answer: the
 * header and one past the cap. Rows after them change nothing in it, so the
 * server stops reading a sheet there (issue 35: a 43 MB sheet was read whole
 * before the cap refused it).
 */
export const SHEET_ROWS_TO_DECIDE = MAX_IMPORT_ROWS + 2;

/** A cell of the export: text, the creation date, or empty. */
export type ExportCell = string | Date | null;

/** A client's row of the export: its cells in the columns' order. */
export function clientToSheetRow(client: ClientRead, projectNames: readonly string[]): ExportCell[] {
  const cells: Record<ClientSheetKey, ExportCell> = {
    ...Object.fromEntries(TEXT_FIELDS.map((field) => [field, client[field]])),
    country: client.country.name,
    city: client.city?.name ?? null,
    projects: projectNames.length > 0 ? projectNames.join(PROJECT_SEPARATOR) : null,
    // The day (UTC, as the export's date filter counts it): the column shows a date, and a whole day is exact in a spreadsheet's number.
    createdAt: new Date(client.createdAt.slice(0, 10)),
  } as Record<ClientSheetKey, ExportCell>;
  return CLIENT_SHEET_KEYS.map((key) => cells[key]);
}

/** One data row of an imported sheet: its row number as the spreadsheet shows it, its cells by column. */
export interface ClientSheetRecord {
  row: number;
  cells: Partial<Record<ClientSheetKey, SheetCell>>;
}

export type ClientSheetRead = { ok: true; records: ClientSheetRecord[] } | { ok: false; message: string };

/** A header as it is matched: case, accents and spacing aside ('QYTETI', 'Qyteti ' and 'Qytëti' are one column). */
const foldHeader = (cell: SheetCell | undefined) => foldPersonName(cellText(cell) ?? '');

const KEY_OF_HEADER = new Map(CLIENT_SHEET_KEYS.map((key) => [foldHeader(CLIENT_SHEET_HEADERS[key]), key]));

/**
 * The sheet's rows under its header row (its first row with anything in
 * it), or why the sheet is refused whole: a required column missing, or
 * more rows than one import takes. Rows with no cell filled are skipped; the
 * others keep the number the spreadsheet shows them under (the reader gives
 * the rows from the sheet's first, empty ones included). A column found
 * twice is read from its first.
 */
export function readClientSheet(rows: readonly SheetRow[]): ClientSheetRead {
  const filled = (row: SheetRow) => row.some((cell) => cellText(cell) !== null);
  const headerAt = rows.findIndex(filled);
  const columnOf = new Map<ClientSheetKey, number>();
  (rows[headerAt] ?? []).forEach((cell, index) => {
    const key = KEY_OF_HEADER.get(foldHeader(cell));
    if (key !== undefined && !columnOf.has(key)) columnOf.set(key, index);
  });
  const missing = REQUIRED_SHEET_KEYS.filter((key) => !columnOf.has(key));
  if (missing.length > 0) {
    return { ok: false, message: CONTACT_MSG.sheetColumnsMissing.replace('{columns}', () => missing.map((key) => CLIENT_SHEET_HEADERS[key]).join(', ')) };
  }
  // Counted before any record is made: a sheet over the cap costs the server no more than finding that out.
  const dataAt = rows.flatMap((row, index) => (index > headerAt && filled(row) ? [index] : []));
  if (dataAt.length > MAX_IMPORT_ROWS) return { ok: false, message: CONTACT_MSG.sheetTooManyRows };
  const cellsOf = (row: SheetRow) => Object.fromEntries([...columnOf].map(([key, column]) => [key, row[column] ?? null]));
  return { ok: true, records: dataAt.map((index) => ({ row: index + 1, cells: cellsOf(rows[index]!) })) };
}

/**
 * A cell as the text a form would have sent: trimmed, empty as null; a
 * number as its digits (a phone typed as a number has lost its leading zero
 * already, in the spreadsheet), a date as its day (YYYY-MM-DD).
 */
export function cellText(cell: SheetCell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const text = cell instanceof Date ? (Number.isNaN(cell.getTime()) ? '' : cell.toISOString().slice(0, 10)) : String(cell);
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** Countries and cities by name, as an import names them. */
export interface PlaceLookup {
  countryId(name: string): number | undefined;
  cityId(countryId: number, name: string): number | undefined;
}

/**
 * The lookup of the given countries and cities; names compare as headers do
 * ('Kacanik' finds 'Kaçanik'). A city is looked for in its row's country
 * only: two countries may have a city of one name.
 */
export function placeLookup(
  countries: readonly { id: number; name: string }[],
  cities: readonly { id: number; countryId: number; name: string }[],
): PlaceLookup {
  const countryIds = new Map(countries.map((c) => [foldPersonName(c.name), c.id]));
  const cityIds = new Map(cities.map((c) => [`${c.countryId} ${foldPersonName(c.name)}`, c.id]));
  return {
    countryId: (name) => countryIds.get(foldPersonName(name)),
    cityId: (countryId, name) => cityIds.get(`${countryId} ${foldPersonName(name)}`),
  };
}

/** What a sheet row sends as POST clients would: the client, and its projects by name only. */
export type SheetClientInput = ClientInput & { projects: { projectName: string }[] };

/**
 * A row as the input of newClientBody, and the errors of the names it could
 * not look up. The country and city go by their ids; a country left empty is
 * Kosovo, as in the form; a name no country or city has (in the row's
 * country) is 'Vlera nuk eshte e vlefshme!' on its field, a city left empty
 * the body's 'Ju lutem mbushni fushen!'. Each project listed becomes one with
 * the default destination; none, the body's 'Ju lutem krijo projekt per kete
 * klient'.
 */
export function sheetRowToClientInput(cells: ClientSheetRecord['cells'], places: PlaceLookup): { input: SheetClientInput; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const countryName = cellText(cells.country);
  const countryId = countryName === null ? DEFAULT_COUNTRY_ID : places.countryId(countryName);
  if (countryId === undefined) errors.country = MSG.invalidValue;
  const cityName = cellText(cells.city);
  const cityId = cityName === null || countryId === undefined ? undefined : places.cityId(countryId, cityName);
  if (cityName !== null && cityId === undefined) errors.city = MSG.invalidValue;
  const projectNames = (cellText(cells.projects) ?? '').split(PROJECT_SEPARATOR.trim());
  const input: SheetClientInput = {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, cellText(cells[field])])) as Pick<ClientInput, TextField>),
    country: countryId ?? '',
    city: cityId ?? '',
    projects: projectNames.map((name) => name.trim()).filter((name) => name !== '').map((projectName) => ({ projectName })),
  };
  return { input, errors };
}

/**
 * A row checked for import: to be imported (under the id it will have), a
 * duplicate of a stored client or of an earlier row (the id of the one it
 * duplicates), or refused with its fields' messages.
 */
export type CheckedImportRow =
  | { row: number; status: 'imported'; clientId: string; client: NewClient }
  | { row: number; status: 'duplicate'; clientId: string }
  | { row: number; status: 'refused'; errors: FieldErrors };

/**
 * Every row of an import checked as POST clients checks a new client
 * (newClientBody), then for duplicates (clientRules.ts clientDuplicateKey:
 * the rule of duplicateClientOf, keyed once here so thousands of rows are
 * not each compared with every client): against `stored`, every client of
 * the company, archived ones too, and the earlier rows to be imported.
 */
export function validateImportRows(
  records: readonly ClientSheetRecord[],
  stored: readonly (ClientIdentity & { id: string })[],
  places: PlaceLookup,
  idOf: () => string = newId,
): CheckedImportRow[] {
  const known = new Map<string, string>();
  for (const client of stored) {
    const key = clientDuplicateKey(client);
    if (!known.has(key)) known.set(key, client.id);
  }
  return records.map(({ row, cells }): CheckedImportRow => {
    const { input, errors } = sheetRowToClientInput(cells, places);
    const parsed = parseWith(newClientBody, input);
    if (!parsed.ok || Object.keys(errors).length > 0) return { row, status: 'refused', errors: { ...(parsed.ok ? {} : parsed.errors), ...errors } };
    const key = clientDuplicateKey(parsed.value.client);
    const duplicateOf = known.get(key);
    if (duplicateOf !== undefined) return { row, status: 'duplicate', clientId: duplicateOf };
    const clientId = idOf();
    known.set(key, clientId);
    return { row, status: 'imported', clientId, client: parsed.value };
  });
}

/** The answer of an import: the counts, and each row's result without what was written. */
export function importResultOf(checked: readonly CheckedImportRow[]): ImportResult {
  const rows = checked.map((r): ImportRowResult => (r.status === 'imported' ? { row: r.row, status: r.status, clientId: r.clientId } : r));
  const count = (status: ImportRowResult['status']) => rows.filter((r) => r.status === status).length;
  return { imported: count('imported'), duplicates: count('duplicate'), refused: count('refused'), rows };
}

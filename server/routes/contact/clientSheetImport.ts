import fs from 'node:fs/promises';
import { placeLookup, readClientSheet, SHEET_ROWS_TO_DECIDE, validateImportRows, type CheckedImportRow, type ClientSheetRecord } from '../../../domain/contact/clientSheet.js';
import { CLIENT_MODULE } from '../../../domain/journey/order.js';
import { MSG } from '../../../domain/messages.js';
import { refuse } from '../../http/errors.js';
import { readSpreadsheetRows } from '../../files/spreadsheetGuard.js';
import { uploadsOf } from '../../files/upload.js';
import type { Writer } from '../../write/writer.js';
import { clientIdentities } from './clientWrites.js';
import { lockClients } from './serialise.js';

/** The multipart part POST clients/import-excel reads (spec 000 §7 gives none; ours, as the PWA sends it). */
export const SHEET_FIELD = 'file';

/**
 * The rows of the one sheet uploaded under `file`, or a 422 on the field:
 * no file or several ('Ju lutem nkarkoni file-in!', 'Vlera nuk eshte e
 * vlefshme!'), a file the guard refuses (server/files/spreadsheetGuard.ts),
 * or a sheet refused whole (domain/contact/clientSheet.ts readClientSheet).
 * The file is at most 5 MB on disk already (the route's file limit), so it
 * is read whole; its sheet only as far as decides the answer.
 */
export async function uploadedSheet(body: unknown): Promise<ClientSheetRecord[]> {
  const files = uploadsOf(body, SHEET_FIELD);
  if (files.length === 0) throw refuse(MSG.uploadFile, SHEET_FIELD);
  if (files.length > 1) throw refuse(MSG.invalidValue, SHEET_FIELD);
  const read = await readSpreadsheetRows(await fs.readFile(files[0]!.path), { stopAfterRows: SHEET_ROWS_TO_DECIDE });
  if (!read.ok) throw refuse(read.message, SHEET_FIELD);
  const sheet = readClientSheet(read.rows);
  if (!sheet.ok) throw refuse(sheet.message, SHEET_FIELD);
  return sheet.records;
}

/**
 * Checks the rows against the company's clients as this transaction sees
 * them, and writes the importable ones: each client with its projects, as
 * POST clients writes a new client (the caller its agent, pushed to contact,
 * spec 000 §4). Under the company's client lock from the check on, like POST
 * clients, so neither an import nor a save at the same time adds one client
 * twice. Written a few hundred rows to a statement (Writer.insertMany):
 * thousands of rows are one transaction of seconds, not minutes.
 */
export async function importRows(w: Writer, records: readonly ClientSheetRecord[]): Promise<CheckedImportRow[]> {
  await lockClients(w);
  const [stored, countries, cities] = await Promise.all([
    clientIdentities(w),
    w.tx.selectFrom('countries').select(['id', 'name']).execute(),
    w.tx.selectFrom('cities').select(['id', 'countryId', 'name']).execute(),
  ]);
  const checked = validateImportRows(records, stored, placeLookup(countries, cities));
  const imported = checked.filter((row) => row.status === 'imported');
  await w.insertMany(
    'clients',
    imported.map((row) => ({ ...row.client.client, id: row.clientId, agentId: w.userId, moduleId: CLIENT_MODULE.contact })),
  );
  // A sheet's projects are names only: no device id, no ordered articles, no files.
  await w.insertMany(
    'projects',
    imported.flatMap((row) =>
      row.client.projects.map(({ id: _none, orders: _noOrders, measureAssignee, ...project }) => ({ ...project, clientId: row.clientId, measureAssigneeId: measureAssignee })),
    ),
  );
  return checked;
}

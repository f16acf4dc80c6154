import { importResultOf, placeLookup, readClientSheet, validateImportRows, type ClientSheetRecord, type SheetRow } from '../../../../domain/contact/clientSheet.js';
import type { ImportResult } from '../../../../domain/contact/importRows.js';
import type { ClientIdentity } from '../../../../domain/contact/clientRules.js';
import type { Places } from '../places/placesCache';

/** What the preview shows before anything is sent: every row's result as the server would answer it, or why the sheet is refused whole. */
export type ImportPreview = { ok: true; result: ImportResult; records: ClientSheetRecord[] } | { ok: false; message: string | null };

/**
 * Checks a sheet's rows as POST clients/import-excel will (spec 000 §7;
 * domain/contact/clientSheet.ts, the server's own functions): its columns,
 * each row's fields, duplicates among the device's clients and the earlier
 * rows. Pure, beside the reading of the file.
 */
export function previewRows(rows: readonly SheetRow[], stored: readonly (ClientIdentity & { id: string })[], places: Places): ImportPreview {
  const sheet = readClientSheet(rows);
  if (!sheet.ok) return { ok: false, message: sheet.message };
  const checked = validateImportRows(sheet.records, stored, placeLookup(places.countries, places.cities));
  return { ok: true, result: importResultOf(checked), records: sheet.records };
}

/**
 * Reads the first sheet of the file in the browser (read-excel-file, loaded
 * only when someone imports) and previews it; a file that is no readable
 * .xlsx is `{ ok: false, message: null }`, for the screen to say so.
 */
export async function previewImport(file: File, stored: readonly (ClientIdentity & { id: string })[], places: Places): Promise<ImportPreview> {
  let rows: SheetRow[];
  try {
    const { readSheet } = await import('read-excel-file/browser');
    // read-excel-file types a date cell as `typeof Date` (the constructor); at run time it is a Date.
    rows = (await readSheet(file)) as unknown as SheetRow[];
  } catch {
    return { ok: false, message: null };
  }
  return previewRows(rows, stored, places);
}

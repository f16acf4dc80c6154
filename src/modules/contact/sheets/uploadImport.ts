import { CLIENT_SHEETS } from '../../../../domain/contact/endpoints.js';
import type { ImportResult } from '../../../../domain/contact/importRows.js';
import { pathOf, type AnswerOf } from '../../../../domain/kit/endpoint.js';
import { api } from '../../../local';
import { readAnswer } from '../../../app/session/apiAnswer';

/** The file part POST clients/import-excel reads (server/routes/contact/clientSheetImport.ts). */
const SHEET_FIELD = 'file';

export type ImportOutcome = { kind: 'imported'; result: ImportResult; message: string } | { kind: 'offline' } | { kind: 'refused'; message: string };

/**
 * Sends the sheet to POST clients/import-excel (online only: the import is
 * one transaction on the server, answered per row). `key` is the
 * Idempotency-Key, made once per previewed file, so sending it again after
 * a lost answer imports nothing twice.
 */
export async function uploadClientSheet(file: File, key: string): Promise<ImportOutcome> {
  const form = new FormData();
  form.append(SHEET_FIELD, file, file.name);
  try {
    const response = await api.post(pathOf(CLIENT_SHEETS.importExcel, {}), { body: form, headers: { 'Idempotency-Key': key } });
    if (!response.ok) return { kind: 'refused', message: (await readAnswer(response)).message };
    const answer = await response.json<AnswerOf<typeof CLIENT_SHEETS.importExcel>>();
    return { kind: 'imported', result: answer.data, message: answer.message };
  } catch {
    return { kind: 'offline' };
  }
}

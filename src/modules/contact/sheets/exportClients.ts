import { clientExportQuery } from '../../../../domain/contact/clientQueries.js';
import { CLIENT_SHEETS } from '../../../../domain/contact/endpoints.js';
import { pathOf } from '../../../../domain/kit/endpoint.js';
import { parseWith } from '../../../../domain/validation.js';
import { api } from '../../../local';
import { readAnswer } from '../../../app/session/apiAnswer';
import { downloadBlob, exportFileName } from '../../../ui/tableExport';
import type { ClientFilter } from '../list/filterClients';

/**
 * The query of GET clients/export-excel (spec 000 §7: from_date, to_date,
 * letter) for the list's filter, checked as the server checks it: no letter
 * and no date is 'Please select a letter or date'.
 */
export function exportQueryOf(filter: ClientFilter): { ok: true; query: string } | { ok: false; message: string } {
  const params = { from_date: filter.from ?? '', to_date: filter.to ?? '', letter: filter.letter ?? '' };
  const checked = parseWith(clientExportQuery, params);
  if (!checked.ok) return { ok: false, message: checked.message };
  return { ok: true, query: new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString() };
}

/** The file name the server gives (Content-Disposition), else ours. */
function fileNameOf(disposition: string | null): string {
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '')?.[1];
  return name ? decodeURIComponent(name) : exportFileName('Klientet', 'xlsx');
}

export type ExportOutcome = { kind: 'saved' } | { kind: 'offline' } | { kind: 'refused'; message: string };

/** Asks the server for the .xlsx and hands it to the browser's download. The spreadsheet is the server's (online only). */
export async function downloadClientSheet(query: string): Promise<ExportOutcome> {
  try {
    const response = await api.get(`${pathOf(CLIENT_SHEETS.exportExcel, {})}?${query}`);
    if (!response.ok) return { kind: 'refused', message: (await readAnswer(response)).message };
    downloadBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
    return { kind: 'saved' };
  } catch {
    return { kind: 'offline' };
  }
}

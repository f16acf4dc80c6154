import writeXlsxFile from 'write-excel-file/node';
import type { Cell } from 'write-excel-file';
import { createdAtBounds, type ClientExportQuery } from '../../../domain/contact/clientQueries.js';
import { underLetter } from '../../../domain/contact/clientRules.js';
import { CLIENT_SHEET_HEADERS, CLIENT_SHEET_KEYS, clientToSheetRow, type ExportCell } from '../../../domain/contact/clientSheet.js';
import { compareClientNames } from '../../../domain/contact/clientShape.js';
import { groupBy, type Reader } from '../../entities/feedShape.js';
import { clientQuery, toClientRead } from './clientShape.js';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Wide enough for a name or a phone at a glance; the columns stay the same width whatever they hold. */
const COLUMN_WIDTH = 20;

/**
 * GET clients/export-excel: the company's clients (archived ones left out,
 * as the list leaves them) created in the range and under the letter, by
 * name, as an .xlsx of the columns of domain/contact/clientSheet.ts. Letters
 * fold accents (underLetter), which SQL cannot do alike on both databases,
 * so the letter is applied here; the dates narrow the rows in the query.
 */
export async function clientWorkbook(db: Reader, companyId: string, query: ClientExportQuery): Promise<Buffer> {
  const { from, before } = createdAtBounds({ start: query.from_date, end: query.to_date });
  let clients = clientQuery(db, companyId).where('c.archivedAt', 'is', null);
  let projects = db
    .selectFrom('projects as p')
    .innerJoin('clients as c', 'c.id', 'p.clientId')
    .select(['p.clientId', 'p.projectName'])
    .where('p.companyId', '=', companyId)
    .where('c.archivedAt', 'is', null)
    .orderBy('p.createdAt')
    .orderBy('p.id');
  if (from !== undefined) {
    clients = clients.where('c.createdAt', '>=', from);
    projects = projects.where('c.createdAt', '>=', from);
  }
  if (before !== undefined) {
    clients = clients.where('c.createdAt', '<', before);
    projects = projects.where('c.createdAt', '<', before);
  }
  const [clientRows, projectRows] = await Promise.all([clients.execute(), projects.execute()]);
  const projectsOf = groupBy(projectRows, (p) => p.clientId);
  const rows = clientRows
    .map(toClientRead)
    .filter((c) => query.letter === undefined || underLetter(c.firstnameAndLastname, query.letter))
    .sort(compareClientNames)
    .map((c) => clientToSheetRow(c, (projectsOf.get(c.id) ?? []).map((p) => p.projectName)).map(xlsxCell));
  const header = CLIENT_SHEET_KEYS.map((key): Cell => ({ value: CLIENT_SHEET_HEADERS[key], fontWeight: 'bold' }));
  return writeXlsxFile([header, ...rows], { buffer: true, columns: CLIENT_SHEET_KEYS.map(() => ({ width: COLUMN_WIDTH })), sheet: 'Klientet' });
}

/**
 * A cell typed as what it holds: text stays text (a phone '044 123 456' is
 * no number, and write-excel-file never writes text as a formula), the
 * creation date a date in the spec's DD.MM.YYYY.
 */
function xlsxCell(value: ExportCell): Cell {
  if (value === null) return null;
  if (value instanceof Date) return { type: Date, value, format: 'dd.mm.yyyy' };
  return { type: String, value };
}

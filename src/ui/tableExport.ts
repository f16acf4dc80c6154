import type { Cell, SheetData } from 'write-excel-file';
import { formatTimestamp, toIsoDate } from '../../domain/format.js';
import type { CellValue, TableColumn } from './tableTypes';

/** Words for yes/no cells, already translated. */
export interface ExportWords {
  yes: string;
  no: string;
}

export const exportedColumns = <Row>(columns: readonly TableColumn<Row>[]) => columns.filter((c) => c.exportable !== false);

const exportValue = <Row>(column: TableColumn<Row>, row: Row): CellValue => (column.exportValue ?? column.value)(row);

/** A value as plain text: what a cell shows when its column draws nothing else, and what CSV writes. */
export function valueText(value: CellValue, words: ExportWords): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return formatTimestamp(value);
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  return String(value);
}

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab/CR) as a formula, so a
 * client named "=HYPERLINK(…)" could act on the office PC (OWASP "CSV injection").
 * Such text gets a leading apostrophe; numbers are written as numbers.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: CellValue, words: ExportWords): string {
  const text = typeof value === 'string' ? neutralise(value) : valueText(value, words);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV (comma, CRLF, quotes doubled) of the exportable columns, header
 * first. Starts with a UTF-8 byte order mark: without it Excel reads the file as
 * ANSI and "ë", "ç" and "€" turn into garbage.
 */
export function toCsv<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[], words: ExportWords): string {
  const cols = exportedColumns(columns);
  const lines = [cols.map((c) => csvCell(c.header, words)).join(',')];
  for (const row of rows) lines.push(cols.map((c) => csvCell(exportValue(c, row), words)).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function xlsxCell(value: CellValue, words: ExportWords): Cell {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return { type: Number, value };
  if (value instanceof Date) return { type: Date, value, format: 'yyyy-mm-dd hh:mm:ss' };
  // write-excel-file stores strings as text, never as formulas, so no neutralising here.
  return { type: String, value: valueText(value, words) };
}

/** An .xlsx workbook of the exportable columns; write-excel-file is loaded only when someone exports. */
export async function toXlsx<Row>(columns: readonly TableColumn<Row>[], rows: readonly Row[], words: ExportWords): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file');
  const cols = exportedColumns(columns);
  const data: SheetData = [
    cols.map((c) => ({ type: String, value: c.header, fontWeight: 'bold' }) satisfies Cell),
    ...rows.map((row) => cols.map((c) => xlsxCell(exportValue(c, row), words))),
  ];
  // Width in characters from the header and the first rows: enough to read, never wider than 50.
  const sample = rows.slice(0, 200);
  const widths = cols.map((c) => ({
    width: Math.min(50, Math.max(c.header.length, ...sample.map((row) => valueText(exportValue(c, row), words).length)) + 2),
  }));
  return writeXlsxFile(data, { columns: widths, stickyRowsCount: 1 });
}

/** "Klientet" → "Klientet-2024-03-01.csv", with characters file systems reject replaced. */
export function exportFileName(base: string, extension: 'csv' | 'xlsx', today = new Date()): string {
  const safe = base.replace(/[\\/:*?"<>|\s]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${toIsoDate(today)}.${extension}`;
}

/** Hands a file to the browser's download. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

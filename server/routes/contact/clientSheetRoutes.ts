import type { FastifyInstance } from 'fastify';
import { clientExportQuery } from '../../../domain/contact/clientQueries.js';
import { importResultOf } from '../../../domain/contact/clientSheet.js';
import { CLIENT_SHEETS } from '../../../domain/contact/endpoints.js';
import { MSG } from '../../../domain/messages.js';
import { dayOfMs } from '../../../domain/days.js';
import { contentDisposition } from '../../files/fileNames.js';
import { SPREADSHEET_MAX_BYTES, SPREADSHEET_MSG } from '../../files/spreadsheetGuard.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { runWrite } from '../../write/runWrite.js';
import { clientWorkbook, XLSX_MIME } from './clientSheetExport.js';
import { importRows, uploadedSheet } from './clientSheetImport.js';

/**
 * The clients' spreadsheets (spec 000 §7 `GET clients/export-excel`, `POST
 * clients/import-excel`; issue 14 "Spreadsheets"), the contact module's:
 * the export needs a letter or a date ('Please select a letter or date'),
 * the import answers per row (domain/contact/importRows.ts) and writes the
 * rows it takes in one transaction. A re-sent import under the same
 * Idempotency-Key is answered from the key (its hash covers the file's
 * content), importing nothing twice.
 */
export async function clientSheetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, CLIENT_SHEETS.exportExcel, 'contact', async (req, reply) => {
    const workbook = await clientWorkbook(db, authOf(req).companyId, parse(clientExportQuery, req.query));
    return reply
      .type(XLSX_MIME)
      .header('content-disposition', contentDisposition('attachment', `klientet-${dayOfMs(Date.now())}.xlsx`))
      .header('cache-control', 'private, no-store')
      .send(workbook);
  });

  serve(
    app,
    CLIENT_SHEETS.importExcel,
    'contact',
    async (req, reply) => {
      const records = await uploadedSheet(req.body);
      return runWrite(req, reply, async (w) => ({ data: importResultOf(await importRows(w, records)), message: MSG.saved }));
    },
    { fileLimit: { bytes: SPREADSHEET_MAX_BYTES, message: SPREADSHEET_MSG.tooLarge } },
  );
}

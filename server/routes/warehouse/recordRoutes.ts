import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { isAdmin } from '../../../domain/permissions.js';
import { checkDeposit, depositLines, editedRecordRow, newRecordRow } from '../../../domain/warehouse/deposit.js';
import { WAREHOUSE_RECORDS } from '../../../domain/warehouse/endpoints.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import type { WarehouseRecordRow } from '../../../domain/warehouse/rows.js';
import { attachFiles, removeFile, runWriteWithFiles, type StagedFiles } from '../../files/attachments.js';
import { uploadsOf } from '../../files/upload.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { releaseDependents } from '../../write/deletions.js';
import type { Writer } from '../../write/writer.js';
import { recordReader } from './access.js';
import { WAREHOUSE_DELETE_RULES } from './deleteRules.js';
import { depositProducts } from './projectCards.js';
import { recordReads } from './recordReads.js';
import { assertAssignable, writeChildren } from './recordWrites.js';

/** The invoice upload of the deposit form (spec 001 §7 `invoice[]`): a PDF or a photo of it. */
const INVOICE_FIELD = 'invoice';

const storedRow = async (w: Writer, id: string) => (await loadOneShaped(w.tx, 'warehouseRecords', w.companyId, id)) as WarehouseRecordRow;

async function attachInvoices(w: Writer, staged: StagedFiles, recordId: string, body: unknown): Promise<void> {
  const files = uploadsOf(body, INVOICE_FIELD);
  if (files.length > 0) await attachFiles(w, staged, { ownerType: 'warehouseRecords', ownerId: recordId, kind: 'invoice', files, accept: 'pdfOrImage', field: INVOICE_FIELD });
}

/**
 * Deposit records (spec 001 §7 "Warehouse"): create and edit with the deposit
 * rules (domain/warehouse/deposit.ts), multipart with the invoice or JSON,
 * delete with everything the record owns. Writes need the warehouse module;
 * reads are for the record's readers (warehouse, transport, installation).
 */
export async function recordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(
    app,
    WAREHOUSE_RECORDS.create,
    'warehouse',
    (req, reply, { body, requestedId }) =>
      runWriteWithFiles(
        req,
        reply,
        async (w, staged) => {
          const id = await w.claimId('warehouseRecords', requestedId);
          const project = await w.get('projects', body.projectId);
          if (project.clientId !== body.clientId) throw refuse(MSG.invalidValue, 'clientId');
          const lines = depositLines(body.productIds, body.quantity);
          const refusal = checkDeposit(lines, await depositProducts(w.tx, w.companyId, project.id, null), project.id, true);
          if (refusal) throw refuse(refusal.message, refusal.field);
          const existing = await w.tx.selectFrom('warehouseRecords').select('id').where('companyId', '=', w.companyId).where('projectId', '=', project.id).execute();
          const row = newRecordRow(body, lines, { projectName: project.projectName, existingRecords: existing.length });
          await assertAssignable(w, row.transportUserIds, [], 'transport', 'transportUsers');
          await assertAssignable(w, row.installationUserIds, [], 'installation', 'installationUsers');
          const { products: _lines, transportUserIds: _t, installationUserIds: _i, ...columns } = row;
          await w.insert('warehouseRecords', { id, ...columns });
          await writeChildren(w, id, row);
          await attachInvoices(w, staged, id, req.body);
          return { data: await storedRow(w, id), message: MSG.recordCreated };
        },
        201,
      ),
  );

  serve(
    app,
    WAREHOUSE_RECORDS.update,
    'warehouse',
    (req, reply, { params: { id }, body }) =>
      runWriteWithFiles(req, reply, async (w, staged) => {
        const record = await w.get('warehouseRecords', id);
        if (body.projectId !== undefined && body.projectId !== record.projectId) throw refuse(MSG.invalidValue, 'projectId');
        if (body.clientId !== undefined && body.clientId !== record.clientId) throw refuse(MSG.invalidValue, 'clientId');
        const lines = depositLines(body.productIds, body.quantity);
        const refusal = checkDeposit(lines, await depositProducts(w.tx, w.companyId, record.projectId, record.id), record.projectId, false);
        if (refusal) throw refuse(refusal.message, refusal.field);
        const before = await storedRow(w, id);
        const after = editedRecordRow(before, body, lines);
        await assertAssignable(w, after.transportUserIds, before.transportUserIds, 'transport', 'transportUsers');
        await w.update('warehouseRecords', id, { label: after.label, comment: after.comment, withoutTransport: after.withoutTransport, withoutInstallation: after.withoutInstallation });
        await writeChildren(w, id, after);
        await attachInvoices(w, staged, id, req.body);
        return { data: await storedRow(w, id), message: MSG.edited };
      }),
  );

  serve(app, WAREHOUSE_RECORDS.remove, 'warehouse', (req, reply, { params: { id } }) =>
    runWriteWithFiles(req, reply, async (w, staged) => {
      const record = await w.get('warehouseRecords', id);
      const carried = await w.tx.selectFrom('transports').select('id').where('companyId', '=', w.companyId).where('warehouseRecordId', '=', record.id).executeTakeFirst();
      if (carried) throw refuse(WAREHOUSE_MSG.onTransport, 'id');
      const invoices = await w.tx.selectFrom('files').select('id').where('companyId', '=', w.companyId).where('ownerType', '=', 'warehouseRecords').where('ownerId', '=', record.id).execute();
      for (const file of invoices) await removeFile(w, staged, file.id, 'warehouseRecords');
      await releaseDependents(w, WAREHOUSE_DELETE_RULES[0]!, record.id);
      await w.delete('warehouseRecords', record.id);
      return { data: true as const, message: WAREHOUSE_MSG.depositDeleted };
    }),
  );

  serve(app, WAREHOUSE_RECORDS.list, 'signedIn', async (req) => {
    const auth = recordReader(req);
    const records = await db.selectFrom('warehouseRecords').selectAll().where('companyId', '=', auth.companyId).execute();
    return { data: await recordReads(db, auth.companyId, records, isAdmin(auth.permissions)) };
  });

  serve(app, WAREHOUSE_RECORDS.one, 'signedIn', async (req, _reply, { params: { id } }) => {
    const auth = recordReader(req);
    const record = await db.selectFrom('warehouseRecords').selectAll().where('companyId', '=', auth.companyId).where('id', '=', id).executeTakeFirst();
    if (!record) throw notFound();
    const [read] = await recordReads(db, auth.companyId, [record], isAdmin(auth.permissions));
    return { data: read! };
  });
}

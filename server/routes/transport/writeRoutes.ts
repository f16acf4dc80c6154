import type { FastifyInstance } from 'fastify';
import { MSG } from '../../../domain/messages.js';
import { editedFields } from '../../../domain/transport/bodies.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { arrivalAfterStart, hasStart } from '../../../domain/transport/rules.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { loadOneShaped } from '../../entities/shaped.js';
import { refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { releaseDependents } from '../../write/deletions.js';
import { assertUnreferenced } from '../../write/references.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { createTransports } from './createTransport.js';
import { TRANSPORT_DELETION } from './deleteRules.js';
import { assertAllEquipment, recordEquipment } from './equipment.js';

/**
 * A record is transported once: the unique index on (company, warehouse
 * record) (migration 0015) turns the loser of two racing saves into the
 * spec's refusal instead of a second transport.
 */
const onceOnly = (err: unknown): never => {
  throw isUniqueViolation(err) ? refuse(TRANSPORT_MSG.noNewProjects, 'projectId') : err;
};

/** Transport's writes (spec 001 §7): the transport module's holders; observers never (serve's access). */
export async function transportWriteRoutes(app: FastifyInstance): Promise<void> {
  serve(app, TRANSPORT_ENDPOINTS.create, 'transport', (req, reply, { body }) =>
    runWrite(
      req,
      reply,
      async (w) => {
        const data = await createTransports(w, body);
        return { data, message: data.length > 1 ? TRANSPORT_MSG.recordsCreated : MSG.recordCreated };
      },
      201,
    ).catch(onceOnly),
  );

  serve(app, TRANSPORT_ENDPOINTS.update, 'transport', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const stored = await w.get('transports', id);
      const fields = editedFields(stored, body);
      if (!hasStart(fields)) throw refuse(TRANSPORT_MSG.needsStart, 'acceptanceDate');
      if (!arrivalAfterStart(fields)) throw refuse(TRANSPORT_MSG.arrivalBeforeStart, 'arrivalDate');
      if (fields.warehouseRecordId !== stored.warehouseRecordId) await assertRecordOfProject(w, fields.warehouseRecordId, stored.projectId);
      if (body.equipmentIds !== undefined) {
        await assertAllEquipment(w, body.equipmentIds);
        await recordEquipment(w, id, body.equipmentIds);
      }
      await w.update('transports', id, fields);
      const data = (await loadOneShaped(w.tx, 'transports', w.companyId, id)) as TransportRow;
      return { data, message: TRANSPORT_MSG.transportEdited };
    }).catch(onceOnly),
  );

  // Its equipment goes with it; one with an installation stays (deleteRules.ts).
  serve(app, TRANSPORT_ENDPOINTS.remove, 'transport', (req, reply, { params: { id } }) =>
    runWrite(req, reply, async (w) => {
      await w.get('transports', id);
      await assertUnreferenced(w, TRANSPORT_DELETION.refusedWhileUsedBy, id, TRANSPORT_MSG.hasInstallation);
      await releaseDependents(w, TRANSPORT_DELETION, id);
      await w.delete('transports', id);
      return { data: true, message: MSG.deleted };
    }),
  );
}

/** A transport moves to another deposit only of its own project, of this company. */
async function assertRecordOfProject(w: Writer, recordId: string | null, projectId: string): Promise<void> {
  if (recordId === null) return;
  const record = await w.tx.selectFrom('warehouseRecords').select('projectId').where('companyId', '=', w.companyId).where('id', '=', recordId).executeTakeFirst();
  if (record?.projectId !== projectId) throw refuse(MSG.invalidValue, 'warehouseRecordId');
  const other = await w.tx.selectFrom('transports').select('id').where('companyId', '=', w.companyId).where('warehouseRecordId', '=', recordId).executeTakeFirst();
  if (other) throw refuse(TRANSPORT_MSG.noNewProjects, 'warehouseRecordId');
}

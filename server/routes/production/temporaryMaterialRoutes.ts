import type { FastifyInstance } from 'fastify';
import { TEMPORARY_MATERIALS } from '../../../domain/production/endpoints.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { temporaryMaterialStatus } from '../../../domain/production/temporaryMaterialStatus.js';
import { processFromMaterials } from '../../../domain/production/transitions.js';
import { MSG } from '../../../domain/messages.js';
import { authOf } from '../../http/access.js';
import { HttpError, notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { actorOf } from './productState.js';

/** The temporary material's answer (spec 001 §3 "Temporary material"). */
async function answerOf(w: Writer, materialStatusId: string) {
  const status = await w.get('materialStatuses', materialStatusId);
  const temporary = await w.get('temporaryMaterials', status.temporaryMaterialId ?? '');
  return {
    materialStatusId: status.id,
    materialName: temporary.materialName,
    productId: status.productId,
    responsibilityId: status.responsibilityId,
    responsibilityStatusId: status.statusId,
  };
}

/** A process follows its materials after one was added or removed (domain/production/transitions.ts). */
async function followMaterials(w: Writer, productId: string, responsibilityId: string): Promise<void> {
  const process = await w.tx
    .selectFrom('processStatuses')
    .select(['id', 'statusId'])
    .where('companyId', '=', w.companyId)
    .where('productId', '=', productId)
    .where('responsibilityId', '=', responsibilityId)
    .executeTakeFirst();
  if (!process) return;
  const materials = await w.tx
    .selectFrom('materialStatuses')
    .select('statusId')
    .where('companyId', '=', w.companyId)
    .where('productId', '=', productId)
    .where('responsibilityId', '=', responsibilityId)
    .execute();
  const next = processFromMaterials(process.statusId, materials.map((m) => m.statusId));
  if (next !== null) await w.update('processStatuses', process.id, { statusId: next, finishedAt: next === STATUS.completed ? w.now : null });
}

/**
 * Temporary materials (spec 001 §2 "Temporary-material modal", §7): a
 * material named on the spot for one process of a product, worked like any
 * material but with no previous process to wait for. Whoever may work the
 * process adds and renames one; deleting is for admin mode (§6).
 */
export async function temporaryMaterialRoutes(app: FastifyInstance): Promise<void> {
  serve(app, TEMPORARY_MATERIALS.create, 'production', (req, reply, { body, requestedId }) =>
    runWrite(
      req,
      reply,
      async (w) => {
        const id = await w.claimId('materialStatuses', requestedId);
        const auth = authOf(req);
        const process = await w.tx
          .selectFrom('processStatuses')
          .select(['id', 'statusId'])
          .where('companyId', '=', w.companyId)
          .where('productId', '=', body.productId)
          .where('responsibilityId', '=', body.responsibilityId)
          .executeTakeFirst();
        if (!process) throw notFound();
        const actor = await actorOf(w.tx, auth, true, body.responsibilityId);
        if (!actor.adminMode && !actor.responsibilityIds.has(body.responsibilityId)) throw new HttpError(403, MSG.noAccess);
        if (process.statusId === STATUS.completed) throw refuse(PRODUCTION_MSG.processCompleted, 'materialName');
        const last = await w.tx
          .selectFrom('materialStatuses')
          .select((eb) => eb.fn.max('position').as('position'))
          .where('companyId', '=', w.companyId)
          .where('productId', '=', body.productId)
          .executeTakeFirst();
        // The temporary material and its status share the id the device made: one id names the pair.
        await w.insert('temporaryMaterials', { id, productId: body.productId, responsibilityId: body.responsibilityId, materialName: body.materialName });
        await w.insert('materialStatuses', temporaryMaterialStatus(id, body, Number(last?.position ?? 0) + 1));
        return { data: await answerOf(w, id), message: PRODUCTION_MSG.temporaryCreated };
      },
      201,
    ),
  );

  // A new name, and the material back to to-do (spec 001 §4); a worker renames only one not yet started.
  serve(app, TEMPORARY_MATERIALS.update, 'production', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const status = await w.get('materialStatuses', id);
      if (status.temporaryMaterialId === null) throw notFound();
      const actor = await actorOf(w.tx, authOf(req), true, status.responsibilityId);
      if (!actor.adminMode) {
        if (!actor.responsibilityIds.has(status.responsibilityId)) throw new HttpError(403, MSG.noAccess);
        if (status.statusId !== STATUS.toDo) throw refuse(status.statusId === STATUS.completed ? PRODUCTION_MSG.materialCompleted : PRODUCTION_MSG.takenByOther, 'materialName');
      }
      await w.update('temporaryMaterials', status.temporaryMaterialId, { materialName: body.materialName });
      if (status.statusId !== STATUS.toDo) {
        await closeRunning(w, id);
        await w.update('materialStatuses', id, { statusId: STATUS.toDo, userId: null, finishedAt: null });
      }
      return { data: await answerOf(w, id), message: PRODUCTION_MSG.temporaryEdited };
    }),
  );

  serve(app, TEMPORARY_MATERIALS.remove, 'production', (req, reply, { params: { id } }) =>
    runWrite(req, reply, async (w) => {
      const status = await w.get('materialStatuses', id);
      if (status.temporaryMaterialId === null) throw notFound();
      const actor = await actorOf(w.tx, authOf(req), true, status.responsibilityId);
      if (!actor.adminMode) throw new HttpError(403, MSG.noAccess);
      const trackers = await w.tx.selectFrom('trackers').select('id').where('companyId', '=', w.companyId).where('statusRefId', '=', id).execute();
      for (const t of trackers) await w.delete('trackers', t.id);
      await w.delete('materialStatuses', id);
      await w.delete('temporaryMaterials', status.temporaryMaterialId);
      await followMaterials(w, status.productId, status.responsibilityId);
      return { data: true, message: MSG.deleted };
    }),
  );
}

async function closeRunning(w: Writer, statusRefId: string): Promise<void> {
  const open = await w.tx.selectFrom('trackers').select('id').where('companyId', '=', w.companyId).where('statusRefId', '=', statusRefId).where('end', 'is', null).execute();
  for (const t of open) await w.update('trackers', t.id, { end: w.now });
}

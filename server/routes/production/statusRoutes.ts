import type { FastifyInstance } from 'fastify';
import { PRODUCTION_FLOOR, TRACKERS } from '../../../domain/production/endpoints.js';
import { PRODUCTION_MSG } from '../../../domain/production/messages.js';
import type { StatusRequest } from '../../../domain/production/rules.js';
import { STATUS, type StatusType } from '../../../domain/production/statuses.js';
import { feedColumns } from '../../entities/feedShape.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import type { Writer } from '../../write/writer.js';
import { changeStatus, type StatusCall } from './statusChange.js';
import { makePassive } from './productActivity.js';
import { holdsOtherStartedWork } from './productState.js';

const TABLE_OF = { responsibilityStatus: 'processStatuses', materialStatus: 'materialStatuses' } as const satisfies Record<StatusType, string>;
const KIND_OF = { responsibilityStatus: 'process', materialStatus: 'material' } as const satisfies Record<StatusType, StatusCall['kind']>;

/** The stored status row after a change, as the feed sends it. */
async function answerWith(w: Writer, call: StatusCall) {
  const table = call.kind === 'process' ? 'processStatuses' : 'materialStatuses';
  return { data: feedColumns(table, await w.get(table, call.id)), message: PRODUCTION_MSG.statusChanged };
}

/** A request that changes only the status, keeping the row's comments (the timer's calls). */
const statusOnly = (statusId: number, row: { warning: string | null; otherComment: string | null }, otherComment?: string | null): StatusRequest => ({
  statusId,
  warning: row.warning,
  adminWarning: null,
  otherComment: otherComment ?? row.otherComment,
});

/**
 * The status board's writes (spec 001 §7 Production): a process's or a
 * material's status, and the timer's start, pause, resume and end, which are
 * status changes by another name and go through the same rules.
 */
export async function statusRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  /** The status row a save names: a process of the product, or one of its materials (by material or temporary material). */
  async function statusRowOf(w: Writer, kind: StatusCall['kind'], ids: { productId: string; responsibilityId: string; materialId?: string | null | undefined; temporaryMaterialId?: string | null | undefined }) {
    let query = w.tx
      .selectFrom(kind === 'process' ? 'processStatuses' : 'materialStatuses')
      .select('id')
      .where('companyId', '=', w.companyId)
      .where('productId', '=', ids.productId)
      .where('responsibilityId', '=', ids.responsibilityId);
    if (kind === 'material') query = ids.temporaryMaterialId ? query.where('temporaryMaterialId', '=', ids.temporaryMaterialId) : query.where('materialId', '=', ids.materialId!);
    const row = await query.executeTakeFirst();
    if (!row) throw notFound();
    return row.id;
  }

  // A process's status; with materialId a material's (the archives' return); { productId, active: 0 } makes the product passive.
  serve(app, PRODUCTION_FLOOR.saveStatus, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      if (body.active === 0) return makePassive(w, authOf(req), body.productId);
      const kind = body.materialId ? 'material' : 'process';
      const ids = { productId: body.productId, responsibilityId: body.responsibilityId!, materialId: body.materialId };
      const call: StatusCall = { kind, id: await statusRowOf(w, kind, ids), productId: body.productId, request: requestOf(body), adminMode: body.adminMode, at: body.at, trackerId: body.trackerId };
      await changeStatus(w, authOf(req), call);
      return answerWith(w, call);
    }),
  );

  serve(app, PRODUCTION_FLOOR.saveMaterialStatus, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const call: StatusCall = { kind: 'material', id: await statusRowOf(w, 'material', body), productId: body.productId, request: requestOf(body), adminMode: body.adminMode, at: body.at, trackerId: body.trackerId };
      await changeStatus(w, authOf(req), call);
      return answerWith(w, call);
    }),
  );

  // Whether the user may take up the process now, and whether it is worked through materials.
  serve(app, PRODUCTION_FLOOR.availability, 'production', async (req, _reply, { body }) => {
    const auth = authOf(req);
    const process = await db
      .selectFrom('processStatuses')
      .select('id')
      .where('companyId', '=', auth.companyId)
      .where('productId', '=', body.productId)
      .where('responsibilityId', '=', body.responsibilityId)
      .executeTakeFirst();
    if (!process) throw notFound();
    const [busy, material] = await Promise.all([
      holdsOtherStartedWork(db, auth.companyId, auth.userId, process.id),
      db
        .selectFrom('materialStatuses')
        .select('id')
        .where('companyId', '=', auth.companyId)
        .where('productId', '=', body.productId)
        .where('responsibilityId', '=', body.responsibilityId)
        .limit(1)
        .executeTakeFirst(),
    ]);
    return { data: { userAvailability: !busy, hasMaterial: material !== undefined } };
  });

  /** The status a timer call is about. */
  async function statusRow(w: Writer, statusType: StatusType, id: string) {
    const row = await w.get(TABLE_OF[statusType], id);
    return { kind: KIND_OF[statusType], row };
  }

  serve(app, TRACKERS.start, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const { kind, row } = await statusRow(w, body.statusType, body.statusRefId);
      const call: StatusCall = { kind, id: row.id, productId: row.productId, request: statusOnly(STATUS.inProcess, row), adminMode: body.adminMode, at: body.at, trackerId: body.trackerId };
      await changeStatus(w, authOf(req), call);
      return answerWith(w, call);
    }),
  );

  // A reason pauses (8 with its text); no reason resumes.
  serve(app, TRACKERS.pause, 'production', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const { kind, row } = await statusRow(w, body.statusType, body.statusRefId);
      const target = body.pauseStatusId ?? STATUS.inProcess;
      const call: StatusCall = { kind, id: row.id, productId: row.productId, request: statusOnly(target, row, body.otherComment), adminMode: body.adminMode, at: body.at, trackerId: body.trackerId };
      await changeStatus(w, authOf(req), call);
      return answerWith(w, call);
    }),
  );

  serve(app, TRACKERS.end, 'production', (req, reply, { params: { id }, body }) =>
    runWrite(req, reply, async (w) => {
      const tracker = await w.get('trackers', id);
      const statusType = tracker.statusType as StatusType;
      if (!(statusType in TABLE_OF)) throw notFound();
      const { kind, row } = await statusRow(w, statusType, tracker.statusRefId);
      const call: StatusCall = { kind, id: row.id, productId: row.productId, request: statusOnly(STATUS.completed, row), adminMode: body.adminMode, at: body.at, trackerId: body.trackerId };
      await changeStatus(w, authOf(req), call);
      return answerWith(w, call);
    }),
  );
}

function requestOf(body: { responsibilityStatusId?: number | undefined; warning?: string | null | undefined; adminWarning?: string | null | undefined; otherComment?: string | null | undefined }): StatusRequest {
  return {
    statusId: body.responsibilityStatusId,
    warning: body.warning ?? null,
    adminWarning: body.adminWarning ?? null,
    otherComment: body.otherComment ?? null,
  };
}

import type { FastifyInstance } from 'fastify';
import { assembleBoard } from '../../../domain/production/board.js';
import { boardQuery, type BoardFilters } from '../../../domain/production/boardQuery.js';
import { PRODUCTION_FLOOR } from '../../../domain/production/endpoints.js';
import { processInfoQuery, processMaterialsQuery, productMaterialsQuery } from '../../../domain/production/readQueries.js';
import { timerOf } from '../../../domain/production/timer.js';
import { authOf } from '../../http/access.js';
import { notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { BoardCache } from './boardCache.js';
import { loadBoardSources } from './boardSources.js';

/** Whether an Accept-Encoding header takes gzip (and does not refuse it with q=0). */
const acceptsGzip = (header: string | undefined): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    return (name === 'gzip' || name === '*') && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
  });

/** The status board's reads (spec 001 §7 Production). */
export async function readRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  const board = new BoardCache(db);
  serve(app, PRODUCTION_FLOOR.board, 'production', async (req, reply) => {
    const filters = parse(boardQuery, req.query);
    const gzipped = acceptsGzip(req.headers['accept-encoding']);
    const { companyId, permissions } = authOf(req);
    const answer = await board.answer(companyId, filters, Date.now(), permissions, gzipped);
    reply.type('application/json; charset=utf-8');
    // Already compressed: the compression plugin leaves an answer with an encoding alone.
    if (gzipped) reply.header('content-encoding', 'gzip').header('vary', 'accept-encoding');
    return answer;
  });

  /** The material statuses of a product, as the board shows them. */
  async function materialsOf(companyId: string, productId: string, responsibilityId?: string) {
    const product = await db.selectFrom('products').select(['id', 'active', 'doneStatus']).where('companyId', '=', companyId).where('id', '=', productId).executeTakeFirst();
    if (!product) throw notFound();
    const filters = { active: product.active, done: product.doneStatus, sort: 'asc', filterDatesBy: 'start' } as BoardFilters;
    const [shown] = assembleBoard(await loadBoardSources(db, companyId, filters, productId), filters, Date.now());
    const materials = shown?.materialStatuses ?? [];
    return responsibilityId === undefined ? materials : materials.filter((m) => m.responsibilityId === responsibilityId);
  }

  serve(app, PRODUCTION_FLOOR.productMaterials, 'production', async (req) => {
    const { productId } = parse(productMaterialsQuery, req.query);
    return { data: await materialsOf(authOf(req).companyId, productId) };
  });

  serve(app, PRODUCTION_FLOOR.processMaterials, 'production', async (req) => {
    const { productId, responsibilityId } = parse(processMaterialsQuery, req.query);
    return { data: await materialsOf(authOf(req).companyId, productId, responsibilityId) };
  });

  // The modal's timer and info (spec 001 §3 "Process-info response").
  serve(app, PRODUCTION_FLOOR.processInfo, 'production', async (req) => {
    const { productId, responsibilityId } = parse(processInfoQuery, req.query);
    const { companyId } = authOf(req);
    const status = await db
      .selectFrom('processStatuses')
      .selectAll()
      .where('companyId', '=', companyId)
      .where('productId', '=', productId)
      .where('responsibilityId', '=', responsibilityId)
      .executeTakeFirst();
    if (!status) throw notFound();
    const [trackers, material] = await Promise.all([
      db.selectFrom('trackers').select(['id', 'start', 'end', 'pauseStatusId']).where('companyId', '=', companyId).where('statusRefId', '=', status.id).orderBy('start').execute(),
      db.selectFrom('materialStatuses').select('id').where('companyId', '=', companyId).where('productId', '=', productId).where('responsibilityId', '=', responsibilityId).limit(1).executeTakeFirst(),
    ]);
    const timer = timerOf(trackers, Date.now());
    return {
      data: {
        warning: status.warning,
        otherComment: status.otherComment,
        hasMaterialStatuses: material !== undefined,
        totalDuration: timer.totalDuration,
        trackersStart: timer.trackersStart,
        trackersEnd: timer.trackersEnd,
        waitingDuration: timer.waitingDuration,
        trackers,
      },
    };
  });

  serve(app, PRODUCTION_FLOOR.ownResponsibilities, 'production', async (req) => {
    const auth = authOf(req);
    const rows = await db
      .selectFrom('userResponsibilities as ur')
      .innerJoin('responsibilities as r', 'r.id', 'ur.responsibilityId')
      .select(['r.id', 'r.name', 'r.departmentId'])
      .where('ur.companyId', '=', auth.companyId)
      .where('ur.userId', '=', auth.userId)
      .orderBy('r.name')
      .execute();
    return { data: rows };
  });
}

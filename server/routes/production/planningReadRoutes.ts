import type { FastifyInstance } from 'fastify';
import { sql, type SelectQueryBuilder } from 'kysely';
import { dayAfter, dayOfMs } from '../../../domain/days.js';
import { archivedProcesses, archivedProducts, passiveProducts, rangeOrLastMonth, returnedProcesses, type DayRange } from '../../../domain/production/archives.js';
import { calendarProducts, calendarQuery } from '../../../domain/production/calendar.js';
import { PLANNING_READS } from '../../../domain/production/endpoints.js';
import { productionTable, productionTableQuery } from '../../../domain/production/productionTable.js';
import { archivedProcessesQuery, archivedProductsQuery, passiveProductsQuery, returnedProcessesQuery } from '../../../domain/production/planningQueries.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { isAdmin } from '../../../domain/permissions.js';
import { round2 } from '../../../domain/format.js';
import type { Database } from '../../db/schema.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';
import { sourcesOfProducts, sourcesOfStatuses } from './planningSources.js';
import { assertFullPrivileges } from './productActivity.js';

/** The rows whose time column falls in a range of whole days (the end day included; open bounds left open). */
export function inRange<T extends keyof Database, O>(q: SelectQueryBuilder<Database, T, O>, column: 'finishedAt' | 'returnedAt', range: DayRange): SelectQueryBuilder<Database, T, O> {
  let narrowed = q;
  if (range.start !== undefined) narrowed = narrowed.where(sql.ref(column), '>=', range.start);
  if (range.end !== undefined) narrowed = narrowed.where(sql.ref(column), '<', dayAfter(range.end));
  return narrowed;
}

/**
 * The planning screens' reads (spec 001 §2, §7): the SQL narrows by the
 * indexed columns, the domain (calendar.ts, archives.ts) makes the answer,
 * the same the PWA makes from its mirror.
 */
export async function planningReadRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, PLANNING_READS.calendar, 'production', async (req) => {
    const q = parse(calendarQuery, req.query);
    const src = await sourcesOfProducts(db, authOf(req).companyId, (p) =>
      p.where('active', '=', 1).where('doneStatus', '=', 0).where('start', '<=', q.end).where((eb) => eb(eb.fn.coalesce('end', 'start'), '>=', q.start)),
    );
    return { data: calendarProducts(src, q, dayOfMs(Date.now())) };
  });

  // Prices of the archive are full privileges' (spec 001 §6).
  serve(app, PLANNING_READS.archivedProducts, 'production', async (req) => {
    const q = parse(archivedProductsQuery, req.query);
    const auth = authOf(req);
    const src = await sourcesOfProducts(db, auth.companyId, (p) => inRange(p.where('doneStatus', '=', 1), 'finishedAt', q));
    const showPrices = isAdmin(auth.permissions);
    const data = archivedProducts(src, q, showPrices);
    return { data, totalPrice: showPrices ? round2(data.reduce((sum, r) => sum + (r.totalPrice ?? 0), 0)) : null };
  });

  serve(app, PLANNING_READS.passiveProducts, 'production', async (req) => {
    const q = parse(passiveProductsQuery, req.query);
    const src = await sourcesOfProducts(db, authOf(req).companyId, (p) => p.where('active', '=', 0).where('doneStatus', '=', 0));
    return { data: passiveProducts(src, q) };
  });

  serve(app, PLANNING_READS.archivedProcesses, 'production', async (req) => {
    const q = parse(archivedProcessesQuery, req.query);
    const range = rangeOrLastMonth(q, Date.now());
    const src = await sourcesOfStatuses(db, authOf(req).companyId, {
      processes: (s) => inRange(s.where('statusId', '=', STATUS.completed), 'finishedAt', range),
      materials: (s) => inRange(s.where('statusId', '=', STATUS.completed), 'finishedAt', range),
    });
    return { data: archivedProcesses(src, q, Date.now()) };
  });

  serve(app, PLANNING_READS.returnedProcesses, 'production', async (req) => {
    const q = parse(returnedProcessesQuery, req.query);
    const range = rangeOrLastMonth(q, Date.now());
    const src = await sourcesOfStatuses(db, authOf(req).companyId, {
      processes: (s) => inRange(s.where('returnedAt', 'is not', null), 'returnedAt', range),
      materials: (s) => inRange(s.where('returnedAt', 'is not', null), 'returnedAt', range),
    });
    return { data: returnedProcesses(src, q, Date.now()) };
  });

  // The production table is full privileges' (spec 001 §2: others are sent to the status board).
  serve(app, PLANNING_READS.productionTable, 'production', async (req) => {
    const auth = authOf(req);
    assertFullPrivileges(auth);
    const q = parse(productionTableQuery, req.query);
    const src = await sourcesOfProducts(db, auth.companyId, (p) => p.where('active', '=', 1).where('doneStatus', '=', 0));
    return { data: productionTable(src, q, dayOfMs(Date.now())) };
  });
}

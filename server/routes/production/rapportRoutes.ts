import type { FastifyInstance } from 'fastify';
import { sql, type ExpressionBuilder, type RawBuilder } from 'kysely';
import { rangeOrLastMonth } from '../../../domain/production/archives.js';
import { PRODUCTION_RAPPORT } from '../../../domain/production/endpoints.js';
import { instantBounds, productionRapport, productionRapportQuery, rapportScope, type RapportSources } from '../../../domain/production/rapport.js';
import { STATUS } from '../../../domain/production/statuses.js';
import { isAdmin } from '../../../domain/permissions.js';
import type { Database } from '../../db/schema.js';
import type { Reader } from '../../entities/feedShape.js';
import { authOf, type Auth } from '../../http/access.js';
import { forbidden } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';

/** The reader's scope (rapport.ts rapportScope); the departments they administer are read only for those without full privileges. */
async function departmentScope(db: Reader, auth: Auth, departmentId: string | undefined): Promise<ReadonlySet<string> | null> {
  const fullPrivileges = isAdmin(auth.permissions);
  const chief =
    fullPrivileges || auth.kiosk
      ? []
      : await db.selectFrom('userDepartments').select('departmentId').where('companyId', '=', auth.companyId).where('userId', '=', auth.userId).where('isAdmin', '=', 1).execute();
  const scope = rapportScope({ fullPrivileges, kiosk: auth.kiosk !== undefined, administers: new Set(chief.map((d) => d.departmentId)) }, departmentId);
  if (scope === 'refused') throw forbidden();
  return scope;
}

/** What every query of one rapport shares: the company, the range as instants, the processes in scope (null: all). */
interface Ask {
  companyId: string;
  from: string | null;
  to: string | null;
  responsibilityIds: readonly string[] | null;
  /** Whole seconds from a segment's start to its end, on this database. */
  seconds: RawBuilder<number>;
}

type S = Database & { s: Database['processStatuses'] };

/** A status time column within the range. */
const within = (eb: ExpressionBuilder<S, 's'>, column: 's.finishedAt' | 's.updatedAt' | 's.returnedAt', ask: Ask) =>
  eb.and([eb(column, 'is not', null), ...(ask.from === null ? [] : [eb(column, '>=', ask.from)]), ...(ask.to === null ? [] : [eb(column, '<', ask.to)])]);

/** The process or material statuses of the company in scope (both tables have these columns; Kysely types them once, as the process statuses). */
function statuses(db: Reader, table: 'processStatuses' | 'materialStatuses', ask: Ask) {
  const q = db.selectFrom(`${table} as s` as 'processStatuses as s').where('s.companyId', '=', ask.companyId);
  return ask.responsibilityIds === null ? q : q.where('s.responsibilityId', 'in', ask.responsibilityIds);
}

const finishedDay = sql<string>`substr(${sql.ref('s.finishedAt')}, 1, 10)`;

/**
 * The rapport's sources by SQL, grouped as domain/production/rapportRows.ts
 * groups rows (a year is some hundred thousand statuses and segments; their
 * counts and sums are a few thousand rows): products completed by process,
 * day and planned end; a worker's units (a product in a process, by their
 * last completion in it) likewise; the few statuses late now or returned as
 * they are; closed segments inside the range summed, the others as they are.
 */
async function rapportSources(db: Reader, ask: Ask): Promise<Omit<RapportSources, 'responsibilities' | 'users'>> {
  const processCompletions = statuses(db, 'processStatuses', ask)
    .innerJoin('products as p', 'p.id', 's.productId')
    .select(['s.responsibilityId', finishedDay.as('finishedDay'), 'p.end as productEnd', (eb) => eb.fn.countAll<number>().as('units')])
    .where('p.canceled', '=', 0)
    .where('s.statusId', '=', STATUS.completed)
    .where((eb) => within(eb, 's.finishedAt', ask))
    .groupBy(['s.responsibilityId', finishedDay, 'p.end'])
    .execute();

  // Each branch finds its products by key: joined after the union, SQLite would index the union first (0.5 s a year).
  const completedBy = (table: 'processStatuses' | 'materialStatuses') =>
    statuses(db, table, ask)
      .innerJoin('products as p', 'p.id', 's.productId')
      .select(['s.productId', 's.responsibilityId', 's.userId', 's.finishedAt', 'p.end as productEnd'])
      .where('p.canceled', '=', 0)
      .where('s.statusId', '=', STATUS.completed)
      .where('s.userId', 'is not', null)
      .where((eb) => within(eb, 's.finishedAt', ask));
  const units = db
    .selectFrom(completedBy('processStatuses').unionAll(completedBy('materialStatuses')).as('u'))
    .select(['u.responsibilityId', 'u.userId', sql<string>`substr(max(${sql.ref('u.finishedAt')}), 1, 10)`.as('finishedDay'), 'u.productEnd'])
    .groupBy(['u.productId', 'u.responsibilityId', 'u.userId', 'u.productEnd']);
  const workerCompletions = db
    .selectFrom(units.as('g'))
    .select(['g.responsibilityId', 'g.userId', 'g.finishedDay', 'g.productEnd', (eb) => eb.fn.countAll<number>().as('units')])
    .groupBy(['g.responsibilityId', 'g.userId', 'g.finishedDay', 'g.productEnd'])
    .execute();

  const lateOrReturned = (table: 'processStatuses' | 'materialStatuses') =>
    statuses(db, table, ask)
      .innerJoin('products as p', 'p.id', 's.productId')
      .select(['s.productId', 's.responsibilityId', 's.userId', 's.statusId', 's.returnedAt', 's.updatedAt'])
      .where('p.canceled', '=', 0)
      .where((eb) => eb.or([eb.and([eb('s.statusId', '=', STATUS.late), within(eb, 's.updatedAt', ask)]), within(eb, 's.returnedAt', ask)]))
      .execute();

  let trackers = db.selectFrom('trackers').where('companyId', '=', ask.companyId);
  if (ask.responsibilityIds !== null) trackers = trackers.where('responsibilityId', 'in', ask.responsibilityIds);
  const pause = sql<number>`case when ${sql.ref('pauseStatusId')} is null then 0 else 1 end`;
  let inside = trackers.where('end', 'is not', null).whereRef('end', '>=', 'start');
  if (ask.from !== null) inside = inside.where('start', '>=', ask.from);
  if (ask.to !== null) inside = inside.where('end', '<=', ask.to);
  const closedTime = inside
    .select(['responsibilityId', 'userId', pause.as('pause'), sql<number>`cast(sum(${ask.seconds}) as bigint)`.as('seconds')])
    .groupBy(['responsibilityId', 'userId', pause])
    .execute();
  let across = trackers.select(['responsibilityId', 'userId', 'start', 'end', 'pauseStatusId']);
  if (ask.to !== null) across = across.where('start', '<', ask.to);
  if (ask.from !== null) across = across.where((eb) => eb.or([eb('end', 'is', null), eb('end', '>', ask.from!)]));
  const { from, to } = ask;
  across = across.where((eb) =>
    eb.or([eb('end', 'is', null), eb('end', '<', eb.ref('start')), ...(from === null ? [] : [eb('start', '<', from)]), ...(to === null ? [] : [eb('end', '>', to)])]),
  );

  const [processRows, workerRows, processes, materials, closed, segments] = await Promise.all([
    processCompletions,
    workerCompletions,
    lateOrReturned('processStatuses'),
    lateOrReturned('materialStatuses'),
    closedTime,
    across.execute(),
  ]);
  return {
    processCompletions: processRows.map((r) => ({ ...r, userId: null, units: Number(r.units) })),
    workerCompletions: workerRows.map((r) => ({ ...r, units: Number(r.units) })),
    processes,
    materials,
    closedTime: closed.map((r) => ({ responsibilityId: r.responsibilityId, userId: r.userId, pause: Number(r.pause) === 1, seconds: Number(r.seconds) })),
    trackers: segments,
  };
}

/** The rapport's read: the sources by SQL, the figures by the domain (rapport.ts). */
export async function rapportRoutes(app: FastifyInstance): Promise<void> {
  const { db, kind } = app.deps;
  const seconds =
    kind === 'postgres'
      ? sql<number>`floor(extract(epoch from (${sql.ref('end')}::timestamptz - ${sql.ref('start')}::timestamptz)))`
      : // Seconds with milliseconds as a float: rounded to whole milliseconds, then whole seconds (a third of julianday's cost).
        sql<number>`cast(round((unixepoch(${sql.ref('end')}, 'subsec') - unixepoch(${sql.ref('start')}, 'subsec')) * 1000) as integer) / 1000`;

  serve(app, PRODUCTION_RAPPORT, 'production', async (req) => {
    const q = parse(productionRapportQuery, req.query);
    const auth = authOf(req);
    const companyId = auth.companyId;
    const departmentIds = await departmentScope(db, auth, q.departmentId);
    const nowMs = Date.now();
    const range = rangeOrLastMonth(q, nowMs);
    const [responsibilities, users] = await Promise.all([
      db.selectFrom('responsibilities').select(['id', 'name', 'departmentId']).where('companyId', '=', companyId).execute(),
      db.selectFrom('users').select(['id', 'firstname', 'lastname']).where('companyId', '=', companyId).execute(),
    ]);
    const responsibilityIds = departmentIds === null ? null : responsibilities.filter((r) => r.departmentId !== null && departmentIds.has(r.departmentId)).map((r) => r.id);
    const sources =
      responsibilityIds?.length === 0
        ? { processCompletions: [], workerCompletions: [], processes: [], materials: [], closedTime: [], trackers: [] }
        : await rapportSources(db, { companyId, ...instantBounds(range), responsibilityIds, seconds });
    const rapport = productionRapport(
      { ...sources, responsibilities: new Map(responsibilities.map((r) => [r.id, r])), users: new Map(users.map((u) => [u.id, u])) },
      { range, departmentIds },
      nowMs,
    );
    return { ...rapport, departmentId: q.departmentId ?? null };
  });
}

import type { FastifyInstance } from 'fastify';
import { auditQuery } from '../../../domain/admin/audit.js';
import { USER_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import { dayAfter } from '../../../domain/days.js';
import { authOf } from '../../http/access.js';
import { serve } from '../../http/serve.js';
import { parse } from '../../http/validate.js';

const parseJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** GET admin/audits/show: who changed what, newest first, a page at a time. */
export async function auditRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, USER_ENDPOINTS.audit, 'admin', async (req) => {
    const q = parse(auditQuery, req.query);
    let query = db.selectFrom('auditLog as a').where('a.companyId', '=', authOf(req).companyId);
    if (q.auditableType) query = query.where('a.auditableType', '=', q.auditableType);
    if (q.auditableId) query = query.where('a.auditableId', '=', q.auditableId);
    if (q.startDate) query = query.where('a.createdAt', '>=', q.startDate);
    if (q.endDate) query = query.where('a.createdAt', '<', dayAfter(q.endDate));

    const [{ total }, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
      query
        .leftJoin('users as u', 'u.id', 'a.userId')
        .leftJoin('kiosks as k', 'k.id', 'a.kioskId')
        .leftJoin('kioskSwitches as ks', 'ks.id', 'a.kioskSwitchId')
        .select(['a.id', 'a.auditableType', 'a.auditableId', 'a.event', 'a.oldValues', 'a.newValues', 'a.userId', 'u.username', 'k.name as kioskName', 'ks.checkedBy', 'a.createdAt'])
        // Ids are UUIDv7: within one timestamp they keep the order rows were written.
        .orderBy('a.createdAt', 'desc')
        .orderBy('a.id', 'desc')
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage)
        .execute(),
    ]);
    return {
      data: rows.map(({ kioskName, checkedBy, ...r }) => ({
        ...r,
        oldValues: parseJson(r.oldValues),
        newValues: parseJson(r.newValues),
        kiosk: kioskName === null ? null : { name: kioskName, checkedBy },
      })),
      page: q.page,
      perPage: q.perPage,
      total: Number(total),
    };
  });
}

import type { FastifyInstance } from 'fastify';
import type { KioskListRow } from '../../../domain/kiosk/answers.js';
import { KIOSK_ENDPOINTS, KIOSK_TOKEN_PREFIX } from '../../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../../domain/kiosk/messages.js';
import { mayEnrol } from '../../../domain/kiosk/workers.js';
import { isAdmin } from '../../../domain/permissions.js';
import { hashSecret, newSecret } from '../../auth/tokens.js';
import type { Reader } from '../../entities/feedShape.js';
import { personOf, type Auth } from '../../http/access.js';
import { HttpError, notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';

/** The caller as mayEnrol reads them: full privileges, or the departments they administer. */
async function enroller(db: Reader, auth: Auth) {
  const administered = await db.selectFrom('userDepartments').select('departmentId').where('companyId', '=', auth.companyId).where('userId', '=', auth.userId).where('isAdmin', '=', 1).execute();
  return { fullPrivileges: isAdmin(auth.permissions), adminDepartmentIds: new Set(administered.map((d) => d.departmentId)) };
}

/** Enrolling a device, the list of kiosks and revoking one: full privileges, or the admin of every department a kiosk serves. */
export async function kioskRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, KIOSK_ENDPOINTS.enrol, 'production', async (req, reply, { body }) => {
    const auth = personOf(req);
    const departments = await db.selectFrom('departments').select(['id', 'name']).where('companyId', '=', auth.companyId).where('id', 'in', body.departmentIds).orderBy('name').execute();
    if (departments.length !== new Set(body.departmentIds).size) throw refuse(KIOSK_MSG.departmentsNeeded, 'departmentIds');
    if (!mayEnrol(await enroller(db, auth), body.departmentIds)) throw new HttpError(403, KIOSK_MSG.notYourDepartment);
    const secret = KIOSK_TOKEN_PREFIX + newSecret();
    const company = await db.selectFrom('companies').select('code').where('id', '=', auth.companyId).executeTakeFirstOrThrow();
    const kiosk = await runWrite(
      req,
      reply,
      (w) =>
        w.insert('kiosks', {
          name: body.name,
          departmentIds: JSON.stringify(departments.map((d) => d.id)),
          idleMinutes: body.idleMinutes,
          secretHash: hashSecret(secret),
          createdBy: auth.userId,
          lastSeenAt: null,
          pendingCount: 0,
          revokedAt: null,
        }),
      201,
    );
    return { secret, companyCode: company.code, kiosk: { id: kiosk.id, name: kiosk.name, idleMinutes: kiosk.idleMinutes, departments } };
    // The answer carries the kiosk's secret, shown once: never stored under an Idempotency-Key, nor replayed (issue 35:
    // a replay gave the stored row, with the secret's hash and without the secret). A retry enrols another kiosk;
    // one whose answer never arrived stays "never seen" in the list, for the admin to revoke.
  }, { keepsAnswer: false });

  serve(app, KIOSK_ENDPOINTS.list, 'production', async (req) => {
    const auth = personOf(req);
    const [rows, departments, who] = await Promise.all([
      db.selectFrom('kiosks').selectAll().where('companyId', '=', auth.companyId).orderBy('revokedAt', 'desc').orderBy('name').execute(),
      db.selectFrom('departments').select(['id', 'name']).where('companyId', '=', auth.companyId).execute(),
      enroller(db, auth),
    ]);
    const nameOf = new Map(departments.map((d) => [d.id, d.name]));
    const data: KioskListRow[] = rows.flatMap((row) => {
      const ids = JSON.parse(row.departmentIds) as string[];
      if (!mayEnrol(who, ids)) return [];
      const { id, name, idleMinutes, lastSeenAt, pendingCount, revokedAt, createdAt } = row;
      return [{ id, name, idleMinutes, lastSeenAt, pendingCount, revokedAt, createdAt, departments: ids.map((d) => ({ id: d, name: nameOf.get(d) ?? '' })) }];
    });
    return { data };
  });

  serve(app, KIOSK_ENDPOINTS.revoke, 'production', (req, reply, { params: { id } }) =>
    runWrite(req, reply, async (w) => {
      const kiosk = await w.get('kiosks', id);
      if (!mayEnrol(await enroller(w.tx, personOf(req)), JSON.parse(kiosk.departmentIds) as string[])) throw notFound();
      if (kiosk.revokedAt === null) {
        await w.update('kiosks', id, { revokedAt: w.now });
        const open = await w.tx.selectFrom('kioskSwitches').select('id').where('kioskId', '=', id).where('endedAt', 'is', null).execute();
        for (const turn of open) await w.update('kioskSwitches', turn.id, { endedAt: w.now });
      }
      return { data: true, message: KIOSK_MSG.revoked };
    }),
  );
}

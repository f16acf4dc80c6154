import type { FastifyInstance } from 'fastify';
import { KIOSK_ENDPOINTS } from '../../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../../domain/kiosk/messages.js';
import { lockLeftMs } from '../../../domain/kiosk/lockout.js';
import { MSG } from '../../../domain/messages.js';
import { authOf, type Auth, type KioskContext } from '../../http/access.js';
import { HttpError, notFound } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { checkPin } from './pins.js';
import { kioskPin, kioskWorkers } from './workerList.js';

function kioskOf(auth: Auth): KioskContext {
  if (!auth.kiosk) throw new HttpError(401, MSG.invalidToken);
  return auth.kiosk;
}

/** A kiosk's own calls: its workers (for offline switches), a switch checked by the server, its end. */
export async function switchRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions } = app.deps;

  serve(app, KIOSK_ENDPOINTS.workers, 'kiosk', async (req) => {
    const auth = authOf(req);
    const kiosk = kioskOf(auth);
    const [row, departments, workers] = await Promise.all([
      db.selectFrom('kiosks').select('idleMinutes').where('id', '=', kiosk.id).executeTakeFirstOrThrow(),
      db.selectFrom('departments').select(['id', 'name']).where('companyId', '=', auth.companyId).where('id', 'in', kiosk.departmentIds).orderBy('name').execute(),
      kioskWorkers(db, sessions, auth.companyId, kiosk),
    ]);
    return { kiosk: { id: kiosk.id, name: kiosk.name, idleMinutes: row.idleMinutes, departments }, workers };
  });

  // The kiosk's own calls are answered afresh, never from the Idempotency-Key store: it keeps a
  // person's answers (its rows name a user), and the kiosk is none. A switch sent again checks its
  // PIN again and opens the turn the kiosk then acts in; an end sent again finds its turn ended.
  serve(app, KIOSK_ENDPOINTS.switchIn, 'kiosk', async (req, reply, { body }) => {
    const auth = authOf(req);
    const kiosk = kioskOf(auth);
    const [worker] = await kioskWorkers(db, sessions, auth.companyId, kiosk, body.userId);
    if (!worker) throw new HttpError(403, KIOSK_MSG.notKioskWorker);
    const check = await checkPin(db, auth.companyId, worker.id, body.pin);
    if (!check.ok) {
      const message = check.locked ? KIOSK_MSG.pinLocked : KIOSK_MSG.wrongPin;
      // A try refused while others are still being checked has no lock yet to wait out: a second, then it is known.
      if (check.locked) reply.header('retry-after', Math.max(1, Math.ceil(lockLeftMs(check.lock, Date.now()) / 1000)));
      throw new HttpError(check.locked ? 423 : 422, message, { pin: message }, { lock: check.lock });
    }
    // The switch is the worker's own act: audited as theirs, at this kiosk.
    req.auth = { ...auth, userId: worker.id, username: worker.name };
    const switchId = await runWrite(req, reply, async (w) => {
      const row = await w.insert('kioskSwitches', { kioskId: kiosk.id, userId: worker.id, checkedBy: 'server', switchedAt: w.now, endedAt: null });
      return row.id;
    });
    // The PIN as it is now (a right one may have brought its verifier to the current cost): this kiosk may hold it from now on.
    const pin = await db.selectFrom('userPins').select(['salt', 'verifier', 'verifierCost']).where('companyId', '=', auth.companyId).where('userId', '=', worker.id).executeTakeFirstOrThrow();
    return { switchId, worker: { ...worker, pin: kioskPin(pin) } };
  }, { keepsAnswer: false });

  serve(app, KIOSK_ENDPOINTS.switchOut, 'kiosk', async (req, reply, { body: { switchId } }) => {
    const kiosk = kioskOf(authOf(req));
    const turn = await db.selectFrom('kioskSwitches').select(['userId', 'endedAt']).where('id', '=', switchId).where('kioskId', '=', kiosk.id).executeTakeFirst();
    if (!turn) throw notFound();
    if (turn.endedAt === null) {
      req.auth = { ...authOf(req), userId: turn.userId, kiosk: { ...kiosk, switchId } };
      await runWrite(req, reply, (w) => w.update('kioskSwitches', switchId, { endedAt: w.now }));
    }
    return { data: true };
  }, { keepsAnswer: false });
}

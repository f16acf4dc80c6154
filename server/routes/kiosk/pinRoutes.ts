import type { FastifyInstance } from 'fastify';
import { foldUsername } from '../../../domain/admin/usernames.js';
import { KIOSK_ENDPOINTS } from '../../../domain/kiosk/endpoints.js';
import { KIOSK_MSG } from '../../../domain/kiosk/messages.js';
import { MSG } from '../../../domain/messages.js';
import { personOf } from '../../http/access.js';
import { notFound, refuse } from '../../http/errors.js';
import { serve } from '../../http/serve.js';
import { runWrite } from '../../write/runWrite.js';
import { checkPasswordThrottled } from '../auth/loginThrottle.js';
import { setPin } from './pins.js';

/** PINs: a user sets their own with their password; an admin sets anyone's. */
export async function pinRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;

  serve(app, KIOSK_ENDPOINTS.ownPin, 'production', async (req, reply, { body }) => {
    const auth = personOf(req);
    const user = await db.selectFrom('users').select(['passwordHash', 'username']).where('id', '=', auth.userId).executeTakeFirstOrThrow();
    // The password is checked under sign-in's limit (issue 35): a stolen session cannot guess it here either.
    const key = { companyId: auth.companyId, username: foldUsername(user.username), ip: req.ip };
    if (!(await checkPasswordThrottled(db, key, user.passwordHash, body.password))) throw refuse(MSG.loginFailed, 'password');
    return runWrite(req, reply, async (w) => {
      await setPin(w, auth.userId, body.pin);
      return { data: true, message: KIOSK_MSG.pinSaved };
    });
  });

  serve(app, KIOSK_ENDPOINTS.userPin, 'admin', (req, reply, { body }) =>
    runWrite(req, reply, async (w) => {
      const user = await w.get('users', body.userId);
      if (user.deletedAt !== null) throw notFound();
      await setPin(w, user.id, body.pin);
      return { data: true, message: KIOSK_MSG.pinSaved };
    }),
  );
}

import type { FastifyInstance } from 'fastify';
import { forgotPasswordBody, loginBody, resetPasswordBody } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { foldUsername } from '../../../domain/admin/usernames.js';
import { authOf } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { DUMMY_HASH, hashPassword } from '../../auth/passwords.js';
import { hashSecret } from '../../auth/tokens.js';
import { passwordChanged } from '../../auth/credentialChange.js';
import { companyOf } from './companyOf.js';
import { checkPasswordThrottled } from './loginThrottle.js';
import { sessionInfo } from './sessionInfo.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, resetMails } = app.deps;

  app.post('/login', { config: { access: 'public' } }, async (req, reply) => {
    const body = parse(loginBody, req.body);
    const company = await companyOf(db, body.companyCode);
    // The username's key, as uniqueness compares it (domain/admin/usernames.ts): 'ÇPROBE' signs in as 'Çprobe', 'аdmin' (Cyrillic а) as 'admin'.
    const key = { companyId: company.id, username: foldUsername(body.username), ip: req.ip };
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'companyId', 'passwordHash'])
      .where('companyId', '=', company.id)
      .where('usernameKey', '=', key.username)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // An unknown user costs one hash too, so timing does not tell which usernames exist.
    const ok = await checkPasswordThrottled(db, key, user?.passwordHash ?? DUMMY_HASH, body.password);
    if (!user || !ok) {
      return reply.status(401).send({ error_login: MSG.loginFailed, message: MSG.loginFailed });
    }
    const token = await sessions.create(user, body.rememberMe);
    return { token, companyCode: company.code, ...(await sessionInfo(db, sessions, user)) };
  });

  app.get('/authenticated', { config: { access: 'signedIn' } }, async (req) => {
    const auth = authOf(req);
    return { authenticated: true, ...(await sessionInfo(db, sessions, { id: auth.userId, username: auth.username })) };
  });

  // Naturally idempotent, and about the calling session: never a stored answer (server/http/idempotency.ts).
  app.post('/logout', { config: { access: 'signedIn', keepsAnswer: false } }, async (req) => {
    await sessions.revoke(authOf(req));
    return { message: MSG.loggedOut };
  });

  // The same answer, in the same time, whether the address is known, limited or
  // mailed: the body is checked here, the rest is done after the answer has left
  // (server/auth/resetMailQueue.ts). It reveals no accounts.
  app.post('/forgot-password', { config: { access: 'public' } }, async (req) => {
    const body = parse(forgotPasswordBody, req.body);
    const company = await companyOf(db, body.companyCode);
    resetMails.push({ companyId: company.id, email: body.email, ip: req.ip });
    return { status: MSG.resetMailSent, message: MSG.resetMailSent };
  });
  app.addHook('onClose', () => resetMails.idle());

  app.post('/reset-password', { config: { access: 'public' } }, async (req) => {
    const body = parse(resetPasswordBody, req.body);
    const now = new Date().toISOString();
    const passwordHash = await hashPassword(body.password);
    const userId = await db.transaction().execute(async (tx) => {
      const row = await tx
        .selectFrom('resetTokens as r')
        .innerJoin('users as u', 'u.id', 'r.userId')
        .select(['r.id', 'r.userId', 'u.email'])
        .where('r.tokenHash', '=', hashSecret(body.token))
        .where('r.usedAt', 'is', null)
        .where('r.expiresAt', '>', now)
        .executeTakeFirst();
      if (!row || row.email.toLowerCase() !== body.email.toLowerCase()) return null;
      // Single use: the conditional update lets only one of two racing resets through.
      const used = await tx.updateTable('resetTokens').set({ usedAt: now, updatedAt: now }).where('id', '=', row.id).where('usedAt', 'is', null).executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return null;
      await tx.updateTable('users').set({ passwordHash, updatedAt: now }).where('id', '=', row.userId).execute();
      await passwordChanged(tx, row.userId, { keepSessions: false });
      return row.userId;
    });
    if (!userId) throw new HttpError(422, MSG.resetInvalid, { token: MSG.resetInvalid });
    await sessions.forgetUser(userId);
    return { status: MSG.passwordChanged, message: MSG.passwordChanged };
  });
}

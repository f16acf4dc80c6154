import type { FastifyInstance } from 'fastify';
import { forgotPasswordBody, loginBody, resetPasswordBody } from '../../../domain/auth.js';
import { MSG } from '../../../domain/messages.js';
import { newId } from '../../../domain/ids.js';
import { authOf } from '../../http/access.js';
import { HttpError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { hashSecret, newSecret, RESET_MINUTES } from '../../auth/tokens.js';
import { companyOf } from './companyOf.js';
import { assertNotLocked, clearFailures, recordFailure } from './loginThrottle.js';
import { sessionInfo } from './sessionInfo.js';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions, mailer, config } = app.deps;

  app.post('/login', { config: { access: 'public' } }, async (req, reply) => {
    const body = parse(loginBody, req.body);
    const company = await companyOf(db, body.companyCode);
    const key = { companyId: company.id, username: body.username.toLowerCase(), ip: req.ip };
    await assertNotLocked(db, key);
    const user = await db
      .selectFrom('users')
      .select(['id', 'username', 'companyId', 'passwordHash'])
      .where('companyId', '=', company.id)
      .where((eb) => eb(eb.fn('lower', ['username']), '=', key.username))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    // An unknown user costs one hash too, so timing does not tell which usernames exist.
    const ok = await verifyPassword(user?.passwordHash ?? DUMMY_HASH, body.password);
    if (!user || !ok) {
      await recordFailure(db, key);
      return reply.status(401).send({ error_login: MSG.loginFailed, message: MSG.loginFailed });
    }
    await clearFailures(db, key);
    const token = await sessions.create(user, body.rememberMe);
    return { token, companyCode: company.code, ...(await sessionInfo(db, sessions, user)) };
  });

  app.get('/authenticated', { config: { access: 'signedIn' } }, async (req) => {
    const auth = authOf(req);
    return { authenticated: true, ...(await sessionInfo(db, sessions, { id: auth.userId, username: auth.username })) };
  });

  // Naturally idempotent, and about the calling session: never a stored answer (server/http/idempotency.ts).
  app.post('/logout', { config: { access: 'signedIn', keepsAnswer: false } }, async (req) => {
    await sessions.revoke(authOf(req).tokenHash);
    return { message: MSG.loggedOut };
  });

  // The same answer whether or not the address is known: it reveals no accounts.
  app.post('/forgot-password', { config: { access: 'public' } }, async (req) => {
    const body = parse(forgotPasswordBody, req.body);
    const company = await companyOf(db, body.companyCode);
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'username'])
      .where('companyId', '=', company.id)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', body.email.toLowerCase()))
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (user) {
      const token = newSecret();
      const now = new Date();
      await db
        .insertInto('resetTokens')
        .values({
          id: newId(),
          companyId: company.id,
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
          usedAt: null,
          createdAt: now.toISOString(),
          updatedAt: now.toISOString(),
        })
        .execute();
      const link = `${config.publicUrl}/reset-password/${token}/${encodeURIComponent(user.email)}`;
      await mailer.send({
        to: user.email,
        subject: 'Zanati: ndryshimi i fjalekalimit',
        text: `Pershendetje ${user.username},\n\nPer te vendosur nje fjalekalim te ri hapni kete link (vlen ${RESET_MINUTES} minuta):\n${link}\n\nNese nuk e keni kerkuar ju, injorojeni kete email.`,
      });
    }
    return { status: MSG.resetMailSent, message: MSG.resetMailSent };
  });

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
      return row.userId;
    });
    if (!userId) throw new HttpError(422, MSG.resetInvalid, { token: MSG.resetInvalid });
    await sessions.revokeAllOf(userId);
    return { status: MSG.passwordChanged, message: MSG.passwordChanged };
  });
}

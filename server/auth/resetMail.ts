import { sql } from 'kysely';
import { newId } from '../../domain/ids.js';
import type { Db, DbKind } from '../db/connect.js';
import type { Mailer } from '../mail/mailer.js';
import type { ResetRequest } from './resetMailQueue.js';
import { hashSecret, newSecret, RESET_MINUTES } from './tokens.js';

/** Reset mails a user gets in an hour: enough for a lost one and a retry, not a mail bomb (issue 8 item 3). */
export const RESET_MAILS_PER_USER = 3;
/**
 * Reset mails one client address sets off in an hour, to any users: an office
 * behind one address where several forget their password the same morning,
 * not a script mailing everyone.
 */
export const RESET_MAILS_PER_ADDRESS = 10;
const HOUR = 3600_000;

export interface ResetMailDeps {
  db: Db;
  kind: DbKind;
  mailer: Mailer;
  config: { publicUrl: string };
}

/**
 * One forgot-password request, worked off the request path (resetMailQueue.ts):
 * a known address under both limits gets a reset link; anything else, nothing.
 * Only mails sent are counted: an unknown address sends none, and its lookup
 * costs the client nothing it could measure.
 */
export async function sendResetMail(deps: ResetMailDeps, request: ResetRequest): Promise<void> {
  const { db } = deps;
  // Emails are ASCII (emailField), so SQL lower() folds them fully on both databases.
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'username'])
    .where('companyId', '=', request.companyId)
    .where((eb) => eb(eb.fn('lower', ['email']), '=', request.email.toLowerCase()))
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!user) return;

  const token = newSecret();
  const issued = await db.transaction().execute(async (tx) => {
    // Several server processes share PostgreSQL: two requests for one user or
    // one address count and record one after the other. (SQLite writes one
    // transaction at a time already.) Always the address first, so none waits in a circle.
    if (deps.kind === 'postgres') {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reset-ip:${request.ip}`}, 0))`.execute(tx);
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`reset-user:${user.id}`}, 0))`.execute(tx);
    }
    const now = new Date();
    const since = new Date(now.getTime() - HOUR).toISOString();
    await tx.deleteFrom('resetMails').where('createdAt', '<', since).execute();
    const sent = (column: 'ip' | 'userId', value: string) =>
      tx
        .selectFrom('resetMails')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
        .then((r) => Number(r.n));
    if ((await sent('ip', request.ip)) >= RESET_MAILS_PER_ADDRESS || (await sent('userId', user.id)) >= RESET_MAILS_PER_USER) return false;

    const at = now.toISOString();
    await tx.insertInto('resetMails').values({ id: newId(), userId: user.id, ip: request.ip, createdAt: at }).execute();
    await tx
      .insertInto('resetTokens')
      .values({
        id: newId(),
        companyId: request.companyId,
        userId: user.id,
        tokenHash: hashSecret(token),
        expiresAt: new Date(now.getTime() + RESET_MINUTES * 60_000).toISOString(),
        usedAt: null,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
    return true;
  });
  if (!issued) return;

  const link = `${deps.config.publicUrl}/reset-password/${token}/${encodeURIComponent(user.email)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Zanati: ndryshimi i fjalekalimit',
    text: `Pershendetje ${user.username},\n\nPer te vendosur nje fjalekalim te ri hapni kete link (vlen ${RESET_MINUTES} minuta):\n${link}\n\nNese nuk e keni kerkuar ju, injorojeni kete email.`,
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { USER_ENDPOINTS } from '../../../domain/admin/endpoints.js';
import { AVATAR_UPLOAD, type UserInput } from '../../../domain/admin/users.js';
import { compareNames } from '../../../domain/admin/names.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { hashPassword } from '../../auth/passwords.js';
import type { FeedRow, Reader } from '../../entities/feedShape.js';
import { runWriteWithFiles } from '../../files/attachments.js';
import { singleUpload } from '../../files/upload.js';
import { authOf } from '../../http/access.js';
import { notFound, refuse } from '../../http/errors.js';
import { runWrite } from '../../write/runWrite.js';
import { isUniqueViolation } from '../../db/constraintErrors.js';
import { loadAllShaped, loadOneShaped } from '../../entities/shaped.js';
import { serve } from '../../http/serve.js';
import { activeUser, replaceAvatar, writeUser } from './userWrites.js';
import { assertKeepsFullAdmin } from './lastAdmin.js';
import { endAllSessions } from '../../auth/sessions.js';

const fullName = (u: FeedRow) => `${String(u.firstname)} ${String(u.lastname)}`;

/** A user in the feed shape (permissions, responsibilities, departments with isAdmin); deleted users are not found. */
async function loadUser(db: Reader, companyId: string, id: string): Promise<FeedRow> {
  const user = await loadOneShaped(db, 'users', companyId, id);
  if (user.deletedAt !== null) throw notFound();
  return user;
}

/** Users (spec 001 §7 "Admin"): full privileges only. Passwords are hashed and never answered. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { db, sessions } = app.deps;

  serve(app, USER_ENDPOINTS.list, 'admin', async (req) => {
    const users = (await loadAllShaped(db, 'users', authOf(req).companyId)).filter((u) => u.deletedAt === null);
    users.sort((a, b) => compareNames(fullName(a), fullName(b)));
    return { data: users };
  });

  serve(app, USER_ENDPOINTS.one, 'admin', async (req, _reply, { params }) => ({ data: await loadUser(db, authOf(req).companyId, params.id) }));

  /** One save of the user form; an avatar is judged by its bytes and stored with the same transaction. */
  async function save(req: FastifyRequest, reply: FastifyReply, id: string | null, input: UserInput, requestedId?: string) {
    const avatar = singleUpload(req.body, AVATAR_UPLOAD);
    const passwordHash = input.password ? await hashPassword(input.password) : undefined;
    const answer = await runWriteWithFiles(
      req,
      reply,
      async (w, staged) => {
        const userId = await writeUser(w, id, input, passwordHash, requestedId);
        if (avatar) await replaceAvatar(w, staged, userId, avatar);
        return { data: await loadUser(w.tx, w.companyId, userId), message: id ? ADMIN_MSG.userEdited : ADMIN_MSG.userCreated };
      },
      id ? 200 : 201,
    ).catch((err: unknown) => {
      // Two admins saving the same new username at once: the second gets the duplicate message.
      throw isUniqueViolation(err) ? refuse(ADMIN_MSG.usernameTaken, 'username') : err;
    });
    if (id) await sessions.forgetUser(id);
    return answer;
  }

  serve(app, USER_ENDPOINTS.create, 'admin', (req, reply, { body, requestedId }) => save(req, reply, null, body, requestedId));

  serve(app, USER_ENDPOINTS.update, 'admin', (req, reply, { params, body }) => save(req, reply, params.id, body), { alsoAccepts: ['PATCH'] });

  /** A soft delete: the user's rows keep their author, and every session of the user ends. */
  serve(app, USER_ENDPOINTS.remove, 'admin', async (req, reply, { params: { id } }) => {
    const answer = await runWrite(req, reply, async (w) => {
      await activeUser(w, id);
      if (id === w.userId) throw refuse(ADMIN_MSG.cannotDeleteSelf);
      await assertKeepsFullAdmin(w, id, false);
      await w.update('users', id, { deletedAt: w.now });
      await endAllSessions(w.tx, id);
      return { data: { id }, message: ADMIN_MSG.userDeleted };
    });
    await sessions.forgetUser(id);
    return answer;
  });
}

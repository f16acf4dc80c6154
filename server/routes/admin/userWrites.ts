import { AVATAR_UPLOAD, type UserInput } from '../../../domain/admin/users.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { attachFiles, removeOwnerFiles, type StagedFiles } from '../../files/attachments.js';
import type { UploadedFile } from '../../files/upload.js';
import { notFound } from '../../http/errors.js';
import type { Writer } from '../../write/writer.js';
import { replaceChildren, type ChildList } from './childRows.js';
import { assertUniqueText } from '../../write/duplicates.js';
import { assertOwned } from '../../write/ownership.js';
import { FULL_PRIVILEGES_ID } from '../../../domain/permissions.js';
import { raiseAuthVersion } from '../../auth/authVersion.js';
import { passwordChanged } from '../../auth/credentialChange.js';
import { assertKeepsFullAdmin } from './lastAdmin.js';

const PERMISSIONS: ChildList = { table: 'userPermissions', parentColumn: 'userId', keyColumn: 'permissionId' };
const DEPARTMENTS: ChildList = { table: 'userDepartments', parentColumn: 'userId', keyColumn: 'departmentId' };
const RESPONSIBILITIES: ChildList = { table: 'userResponsibilities', parentColumn: 'userId', keyColumn: 'responsibilityId' };

/** A user of this company that has not been deleted, or 404. */
export async function activeUser(w: Writer, id: string) {
  const user = await w.get('users', id);
  if (user.deletedAt !== null) throw notFound();
  return user;
}

/**
 * Creates (id null) or edits a user with their permissions, departments and
 * processes, and returns the user's id. `passwordHash` is set on create and on
 * an edit that changes the password. A create keeps the id the device made
 * (`requestedId`), so edits queued behind it find the user (SYNC.md O13).
 */
export async function writeUser(
  w: Writer,
  id: string | null,
  input: UserInput,
  passwordHash: string | undefined,
  requestedId?: string,
): Promise<string> {
  if (id !== null) await activeUser(w, id);
  // The id first: a create sent twice is refused as a taken id, not as a duplicate of itself.
  const userId = id ?? (await w.claimId('users', requestedId));
  // Deleted users keep their username: the database holds it unique per company, deleted or not.
  await assertUniqueText(w, 'users', input.username, id, { message: ADMIN_MSG.usernameTaken, field: 'username' });
  await assertOwned(
    w,
    'departments',
    input.departments.map((d) => d.departmentId),
    'departmentId',
  );
  await assertOwned(w, 'responsibilities', input.responsibilityIds, 'responsibilityId');

  const columns = { username: input.username, firstname: input.firstname, lastname: input.lastname, email: input.email };
  if (id === null) {
    if (!passwordHash) throw new Error('a new user needs a password hash');
    await w.insert('users', { ...columns, id: userId, passwordHash, avatarFileId: null, deletedAt: null });
  } else {
    await assertKeepsFullAdmin(w, id, input.permissionIds.includes(FULL_PRIVILEGES_ID));
    await w.update('users', id, { ...columns, ...(passwordHash ? { passwordHash } : {}) });
    // Their rights may have changed: every process drops its cached sessions of the user (server/auth/sessions.ts).
    await raiseAuthVersion(w.tx, id);
    // A password set by an admin ends the user's sessions, as a reset does; one's own keeps the session it is set from.
    if (passwordHash) await passwordChanged(w.tx, id, { keepSessions: id === w.userId });
  }

  const changed = [
    await replaceChildren(
      w,
      PERMISSIONS,
      userId,
      input.permissionIds.map((permissionId) => ({ permissionId })),
    ),
    await replaceChildren(w, DEPARTMENTS, userId, input.departments),
    await replaceChildren(
      w,
      RESPONSIBILITIES,
      userId,
      input.responsibilityIds.map((responsibilityId) => ({ responsibilityId })),
    ),
  ];
  if (changed.includes(true)) w.publish('users', userId);
  return userId;
}

/** A new avatar replaces the old one: the old file row and bytes go, the user points at the new file. */
export async function replaceAvatar(w: Writer, staged: StagedFiles, userId: string, upload: UploadedFile): Promise<void> {
  await removeOwnerFiles(w, staged, { ownerType: 'users', ownerId: userId, kind: AVATAR_UPLOAD.kind });
  const [file] = await attachFiles(w, staged, { ownerType: 'users', ownerId: userId, kind: AVATAR_UPLOAD.kind, files: [upload], accept: AVATAR_UPLOAD.accept, field: AVATAR_UPLOAD.field });
  if (file) await w.update('users', userId, { avatarFileId: file.id });
}

import { USER_ENDPOINTS } from '../../../../domain/admin/endpoints.js';
import { AVATAR_UPLOAD } from '../../../../domain/admin/users.js';
import { nameTaken } from '../../../../domain/admin/names.js';
import { foldUsername } from '../../../../domain/admin/usernames.js';
import { ADMIN_MSG } from '../../../../domain/admin/messages.js';
import { assigneeModulesOf, FULL_PRIVILEGES_ID, PRODUCTION_PERMISSION_ID, removesLastFullAdmin } from '../../../../domain/permissions.js';
import { parseWith, type FieldErrors } from '../../../../domain/validation.js';
import type { Row } from '../../../local';
import type { FormRow } from '../../../app/writes/rowCommands';
import type { DraftTarget, Validation } from '../lists/adminListDef';
import type { UserRow } from './userRow';
import { textOf } from '../../../../domain/kit/rows.js';

/** The user form as typed (spec 001 §2 "User form"). */
export interface UserDraft {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  password: string;
  passwordConfirmation: string;
  permissionIds: number[];
  /** The departments ticked, each with its "administrator" box. */
  departments: { departmentId: string; isAdmin: boolean }[];
  /** Kept while permission 7 is unticked, so ticking it again brings them back; sent only with it. */
  responsibilityIds: string[];
}

export const emptyUserDraft = (): UserDraft => ({
  firstname: '',
  lastname: '',
  email: '',
  username: '',
  password: '',
  passwordConfirmation: '',
  permissionIds: [],
  departments: [],
  responsibilityIds: [],
});

/** An edit starts from the mirror; the password is never there, and left empty it stays as it is. */
export function draftOfUser(user: UserRow): UserDraft {
  return {
    ...emptyUserDraft(),
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    username: user.username,
    permissionIds: [...user.permissions],
    departments: user.departments.map((d) => ({ departmentId: d.departmentId, isAdmin: d.isAdmin === 1 })),
    responsibilityIds: [...user.responsibilities],
  };
}

export function isUserDraft(value: unknown): value is UserDraft {
  const d = value as Partial<UserDraft> | null;
  return (
    typeof d === 'object' &&
    d !== null &&
    typeof d.username === 'string' &&
    typeof d.password === 'string' &&
    Array.isArray(d.permissionIds) &&
    Array.isArray(d.departments) &&
    Array.isArray(d.responsibilityIds)
  );
}

export const choosesProduction = (draft: UserDraft): boolean => draft.permissionIds.includes(PRODUCTION_PERMISSION_ID);

/**
 * The request body in the spec's field names (spec 001 §3 "User"): parallel
 * departmentId[] / isAdmin[] lists, as form-data sends them. An edit that
 * leaves both password fields empty sends neither, keeping the password.
 */
export function userBody(draft: UserDraft, creating: boolean): Record<string, unknown> {
  const changesPassword = creating || draft.password !== '' || draft.passwordConfirmation !== '';
  return {
    firstname: draft.firstname,
    lastname: draft.lastname,
    email: draft.email,
    username: draft.username,
    ...(changesPassword ? { password: draft.password, passwordConfirmation: draft.passwordConfirmation } : {}),
    permissionsId: draft.permissionIds,
    departmentId: draft.departments.map((d) => d.departmentId),
    isAdmin: draft.departments.map((d) => (d.isAdmin ? 1 : 0)),
    // Hidden boxes are not sent: processes belong only to holders of permission 7.
    responsibilityId: choosesProduction(draft) ? draft.responsibilityIds : [],
  };
}

/** A message per form field: `departmentId.2` is the departments' field. */
function byField(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, message] of Object.entries(errors)) out[path.split('.')[0] ?? path] ??= message;
  return out;
}

/** The server's rule (domain/permissions.ts), against the mirror: an admin's device holds every user with their permissions. */
function takesLastFullAdmin(users: readonly Row[], userId: string | null | undefined, permissionIds: readonly number[]): boolean {
  const holders = users.filter((u) => u.deletedAt === null && Array.isArray(u.permissions) && u.permissions.includes(FULL_PRIVILEGES_ID)).map((u) => u.id);
  const held = typeof userId === 'string' && holders.includes(userId);
  return removesLastFullAdmin({ held, keeps: permissionIds.includes(FULL_PRIVILEGES_ID), others: holders.length - (held ? 1 : 0) });
}

const photoExtension = (blob: Blob): string => ({ 'image/png': 'png', 'image/webp': 'webp' })[blob.type] ?? 'jpg';

/**
 * Checks the draft with the schema the server parses it with (create or edit),
 * then the username against the mirror — deleted users included, since the
 * server keeps their usernames taken — so an admin offline hears at once.
 * Valid, it yields the body, the optimistic row and the avatar as the
 * multipart field `avatar`.
 */
export function validateUserDraft(draft: UserDraft, users: readonly Row[], target: DraftTarget, avatar: Blob | null): Validation<'users'> {
  const body = userBody(draft, target.creating);
  const parsed = parseWith(target.creating ? USER_ENDPOINTS.create.body : USER_ENDPOINTS.update.body, body);
  if (!parsed.ok) return { ok: false, errors: byField(parsed.errors) };
  const input = parsed.value;
  if (nameTaken(users, (u) => textOf(u, 'username'), input.username, target.ownId, foldUsername)) {
    return { ok: false, errors: { username: ADMIN_MSG.usernameTaken } };
  }
  if (!target.creating && takesLastFullAdmin(users, target.ownId, input.permissionIds)) {
    return { ok: false, errors: { permissionsId: ADMIN_MSG.lastFullAdmin } };
  }
  const row: FormRow<'users'> = {
    username: input.username,
    firstname: input.firstname,
    lastname: input.lastname,
    email: input.email,
    // As the feed sends them: permissions by id.
    permissions: [...input.permissionIds].sort((a, b) => a - b),
    assignable: assigneeModulesOf(input.permissionIds),
    responsibilities: input.responsibilityIds,
    departments: input.departments,
  };
  return {
    ok: true,
    value: {
      body,
      row,
      ...(avatar ? { files: [{ field: AVATAR_UPLOAD.field, blob: avatar, name: `avatar.${photoExtension(avatar)}` }] } : {}),
    },
  };
}

import * as v from 'valibot';
import { MSG } from '../messages.js';
import { ADMIN_MSG } from './messages.js';
import { emailField, passwordField } from '../auth.js';
import { PERMISSIONS, PRODUCTION_PERMISSION_ID } from '../permissions.js';
import { flag01, idField, intFrom } from '../validation.js';
import { filledText, listOf, unique } from './payload.js';

/** Names and username 2–50 characters (spec 000 §5). */
const boundedText = (requiredMessage: string) => v.pipe(filledText(requiredMessage, 50), v.minLength(2, MSG.tooShort));

/** Missing and empty read alike, so the field's own message answers. */
const orEmpty = <S extends v.GenericSchema<string>>(schema: S) => v.pipe(v.optional(v.string(MSG.required), ''), schema);

const permissionId = v.pipe(
  intFrom(),
  v.picklist(
    PERMISSIONS.map((p) => p.id),
    MSG.invalidValue,
  ),
);

/** The user form (spec 001 §3 "User"): parallel departmentId[] / isAdmin[] lists, as form-data sends them. */
const userFields = {
  firstname: boundedText(MSG.firstNameRequired),
  lastname: boundedText(MSG.lastNameRequired),
  email: orEmpty(emailField),
  username: boundedText(MSG.required),
  permissionsId: v.pipe(listOf(permissionId), v.minLength(1, ADMIN_MSG.giveUserPermission)),
  departmentId: listOf(idField()),
  isAdmin: listOf(flag01),
  responsibilityId: listOf(idField()),
};

/** A user as the server stores it: one row per permission, department and process. */
export interface UserInput {
  firstname: string;
  lastname: string;
  email: string;
  username: string;
  /** Absent on an edit that keeps the password. */
  password: string | undefined;
  permissionIds: number[];
  departments: { departmentId: string; isAdmin: 0 | 1 }[];
  responsibilityIds: string[];
}

type UserFields = v.InferOutput<v.ObjectSchema<typeof userFields, undefined>>;

function toUserInput(b: UserFields & { password?: string | undefined }): UserInput {
  const permissionIds = unique(b.permissionsId);
  const seen = new Set<string>();
  const departments: UserInput['departments'] = [];
  b.departmentId.forEach((departmentId, i) => {
    if (seen.has(departmentId)) return;
    seen.add(departmentId);
    departments.push({ departmentId, isAdmin: b.isAdmin[i] ?? 0 });
  });
  return {
    firstname: b.firstname,
    lastname: b.lastname,
    email: b.email,
    username: b.username,
    password: b.password === '' ? undefined : b.password,
    permissionIds,
    departments,
    // Processes can be assigned only with the production permission (spec 001 §2, §6).
    responsibilityIds: permissionIds.includes(PRODUCTION_PERMISSION_ID) ? unique(b.responsibilityId) : [],
  };
}

/** Creating a user: password 8–50, equal to its confirmation. */
export const createUserBody = v.pipe(
  v.object({ ...userFields, password: orEmpty(v.pipe(v.string(), v.nonEmpty(MSG.required), passwordField)), passwordConfirmation: orEmpty(v.pipe(v.string(), v.nonEmpty(MSG.required))) }),
  v.forward(
    v.check((b) => b.password === b.passwordConfirmation, MSG.passwordsDiffer),
    ['passwordConfirmation'],
  ),
  v.transform((b) => toUserInput(b)),
);

/** An empty password on an edit keeps the current one. */
const optionalPassword = v.optional(
  v.pipe(
    v.string(MSG.invalidValue),
    v.check((s) => s === '' || s.length >= 8, MSG.tooShort),
    v.maxLength(50, MSG.tooLong),
  ),
);

export const editUserBody = v.pipe(
  v.object({ ...userFields, password: optionalPassword, passwordConfirmation: v.optional(v.string(MSG.invalidValue)) }),
  // Left empty on both sides, the password stays as it is.
  v.forward(
    v.check((b) => (b.password ?? '') === (b.passwordConfirmation ?? ''), MSG.passwordsDiffer),
    ['passwordConfirmation'],
  ),
  v.transform((b) => toUserInput(b)),
);

/** The user form's photo: sent as the multipart field `avatar`, an image, stored as a file of kind `avatar`. */
export const AVATAR_UPLOAD = { field: 'avatar', accept: 'image', kind: 'avatar' } as const;

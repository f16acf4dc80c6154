import { USER_ENDPOINTS } from '../../../../domain/admin/endpoints.js';
import type { RowDef } from '../../../app/writes/rowCommands';

/**
 * The user form's writes (spec 001 §7 "Admin": POST admin/users, POST
 * admin/users/{id} — the spec's `?_method=PATCH` —, DELETE admin/users/{id}).
 * A new user has no avatar and is not deleted until the server says otherwise.
 */
export const USER_ROWS: RowDef<'users'> = {
  entity: 'users',
  calls: USER_ENDPOINTS,
  completeNewRow: (row) => ({ username: '', firstname: '', lastname: '', email: '', permissions: [], assignable: [], responsibilities: [], departments: [], ...row, avatarFileId: null, deletedAt: null }),
};

export const USER_LIST_PATH = '/admin/all-users';

/** The form of a user; also where the pending-changes screen sends a refused save to be corrected. */
export const userFormPath = (id: string): string => `/admin/create-user/${id}`;

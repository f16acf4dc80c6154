/** Spec 001 §7 "Admin": POST admin/users, POST admin/users/{id} (the spec's `?_method=PATCH`), DELETE admin/users/{id}. */
export const USERS_ENDPOINT = { entity: 'users', apiPath: 'admin/users', editMethod: 'POST' } as const;

export const USER_LIST_PATH = '/admin/all-users';

/** The form of a user; also where the pending-changes screen sends a refused save to be corrected. */
export const userFormPath = (id: string): string => `/admin/create-user/${id}`;

import type { Row } from '../../../local';

/** A department the user belongs to, and whether they administer it. */
export interface UserDepartment {
  departmentId: string;
  isAdmin: 0 | 1;
}

/**
 * A mirrored `users` row as the feed sends it (server/entities/registry.ts):
 * the user's columns without the password, their permission ids, process ids
 * and departments. A deleted user stays in the feed with `deletedAt` set.
 */
export interface UserRow {
  id: string;
  username: string;
  firstname: string;
  lastname: string;
  email: string;
  avatarFileId: string | null;
  deletedAt: string | null;
  permissions: number[];
  responsibilities: string[];
  departments: UserDepartment[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export function readUserRow(row: Row): UserRow {
  return {
    id: row.id,
    username: text(row.username),
    firstname: text(row.firstname),
    lastname: text(row.lastname),
    email: text(row.email),
    avatarFileId: typeof row.avatarFileId === 'string' ? row.avatarFileId : null,
    deletedAt: typeof row.deletedAt === 'string' ? row.deletedAt : null,
    permissions: list(row.permissions).map(Number),
    responsibilities: list(row.responsibilities).map(String),
    departments: list(row.departments).map((d) => {
      const dept = d as { departmentId?: unknown; isAdmin?: unknown };
      return { departmentId: String(dept.departmentId), isAdmin: Number(dept.isAdmin) === 1 ? 1 : 0 };
    }),
  };
}

/** Deleted users stay in the mirror (their username stays taken), but no list shows them. */
export const isCurrentUser = (row: Row): boolean => row.deletedAt === null || row.deletedAt === undefined;

/** What labels, the table and the delete question call a user. */
export function userName(row: Row): string {
  const name = `${text(row.firstname)} ${text(row.lastname)}`.trim();
  return name || text(row.username);
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assigneeModulesOf } from '../../../domain/permissions.js';
import { feedScope } from '../../../domain/visibility.js';
import { assigneeOptions, holdsModule, permissionIdOf } from '../../../domain/warehouse/assignees.js';

const user = (id: string, firstname: string, permissions: number[], deletedAt: string | null = null) => ({ id, username: id, firstname, lastname: 'X', assignable: assigneeModulesOf(permissions), deletedAt });

describe('the permission-users query (spec 001 §6)', () => {
  it('lists the active holders of the module’s own permission, by name', () => {
    expect(permissionIdOf('transport')).toBe(10);
    expect(permissionIdOf('installation')).toBe(11);
    const users = [user('c', 'Zana', [10]), user('a', 'Arta', [10, 11]), user('b', 'Besa', [11]), user('d', 'Dea', [10], '2026-01-01'), user('e', 'Era', [1])];
    expect(assigneeOptions(users, 'transport').map((u) => u.id)).toEqual(['a', 'c']);
    expect(assigneeOptions(users, 'installation').map((u) => u.id)).toEqual(['a', 'b']);
    expect(holdsModule({ assignable: assigneeModulesOf([1]), deletedAt: null }, 'transport')).toBe(false);
  });

  it('gives the public user row only which of transport and installation a user holds, never the permission ids', () => {
    expect(assigneeModulesOf([11, 1, 10, 7])).toEqual(['transport', 'installation']);
    expect(assigneeModulesOf([1, 2, 3])).toEqual([]);
  });

  it('changes the users’ scope word with their public columns, so devices read the users again', () => {
    const scope = feedScope({ transport: true });
    expect(scope.find((w) => w.startsWith('users:'))).toBe('users:columns:assignable+avatarFileId+createdAt+deletedAt+firstname+id+lastname+updatedAt+username');
    expect(feedScope({ fullPrivileges: true })).toContain('users');
  });
});

// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { newId } from '../../../domain/ids.js';
import { emptyUserDraft, validateUserDraft } from '../../../src/modules/admin/users/userDraft';

/** The user form refuses, offline, what the server would: taking full privileges from the company's last holder (issue 8 item 16). */
const draft = (permissionIds: number[]) => ({ ...emptyUserDraft(), firstname: 'Ana', lastname: 'Gashi', email: 'ana@example.com', username: 'ana', permissionIds });
const user = (id: string, permissions: number[], deletedAt: string | null = null) => ({ id, username: `u${id.slice(-4)}`, permissions, deletedAt });

describe('the last user with full privileges, in the user form', () => {
  const ana = newId();
  const other = newId();

  test('refuses taking them from the only active holder', () => {
    const users = [user(ana, [1]), user(other, [1], '2026-01-01T00:00:00Z'), user(newId(), [4])];
    expect(validateUserDraft(draft([4]), users, { creating: false, ownId: ana }, null)).toEqual({ ok: false, errors: { permissionsId: ADMIN_MSG.lastFullAdmin } });
  });

  test('lets them go while another active user holds them, and lets the holder keep them', () => {
    expect(validateUserDraft(draft([4]), [user(ana, [1]), user(other, [1])], { creating: false, ownId: ana }, null).ok).toBe(true);
    expect(validateUserDraft(draft([1]), [user(ana, [1])], { creating: false, ownId: ana }, null).ok).toBe(true);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blueprintDeleteDepartmentsOf, mayDeleteBlueprints } from '../../../domain/production/blueprintDelete.js';

const user = (fullPrivileges: boolean, ...departments: string[]) => ({ fullPrivileges, departmentIds: new Set(departments) });
const named = (...departments: string[]) => ({ blueprintDeleteDepartments: JSON.stringify(departments) });

describe('who may delete a blueprint (spec 001 §6, the production setting in place of its unshown ids)', () => {
  it.each([
    ['full privileges, with no setting', user(true), null, true],
    ['full privileges, whatever the setting names', user(true), named('d2'), true],
    ['a user of a named department', user(false, 'd1', 'd2'), named('d2'), true],
    ['a user of other departments', user(false, 'd1'), named('d2', 'd3'), false],
    ['a user of no department', user(false), named('d2'), false],
    ['anyone, when the setting names none', user(false, 'd1'), named(), false],
    ['anyone, when the setting was never saved', user(false, 'd1'), undefined, false],
  ])('%s', (_, who, settings, allowed) => {
    expect(mayDeleteBlueprints(who, settings)).toBe(allowed);
  });

  it('reads an unreadable setting as naming no department', () => {
    expect(blueprintDeleteDepartmentsOf({ blueprintDeleteDepartments: 'not json' })).toEqual([]);
    expect(blueprintDeleteDepartmentsOf({ blueprintDeleteDepartments: '{"a":1}' })).toEqual([]);
    expect(blueprintDeleteDepartmentsOf({ blueprintDeleteDepartments: '["d1", 7]' })).toEqual(['d1']);
  });
});

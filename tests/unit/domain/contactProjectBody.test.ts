// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_MSG } from '../../../domain/contact/messages.js';
import { editedProject, MAX_PROJECTS, projectEditBody, projectsBody } from '../../../domain/contact/projectBody.js';
import { projectExists } from '../../../domain/contact/projectRules.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';

const C = '01900000-0000-7000-8000-0000000000c1';
const P1 = '01900000-0000-7000-8000-0000000000a1';
const A1 = '01900000-0000-7000-8000-0000000000b1';
const A2 = '01900000-0000-7000-8000-0000000000b2';
const U = '01900000-0000-7000-8000-0000000000e1';

function refusal(input: object, schema: v.GenericSchema = projectsBody): { field: string; message: string } | null {
  const r = parseWith(schema, input);
  if (r.ok) return null;
  const [field, message] = Object.entries(r.errors)[0]!;
  return { field, message };
}

const projects = (input: object) => {
  const r = parseWith(projectsBody, { clientId: C, ...input });
  if (!r.ok) throw new Error(r.message);
  return r.value.projects;
};

const blank = { id: null, address: null, measureDate: null, projectLocation: null, projectComment: null, shipmentDestinationId: 1, measureAssignee: null, orders: [] };

describe('POST projects (spec 000 §7: parallel lists, one index per project)', () => {
  it('reads JSON lists into one project per index, with the defaults', () => {
    const r = parseWith(projectsBody, {
      clientId: C,
      id: [P1, ''],
      projectName: ['Kuzhina', ' Dhoma gjumit '],
      shipmentDestinationId: [2],
      measureDate: ['2026-03-10', ''],
      projectLocation: ['42.6629,21.1655'],
      address: ['Rruga B 12'],
      projectComment: ['', 'Thirr para'],
      measureAssignee: [U],
      orders: [[A1, A2, A1], []],
    });
    expect(r).toEqual({
      ok: true,
      value: {
        clientId: C,
        projects: [
          { id: P1, projectName: 'Kuzhina', address: 'Rruga B 12', measureDate: '2026-03-10', projectLocation: '42.6629,21.1655', projectComment: null, shipmentDestinationId: 2, measureAssignee: U, orders: [A1, A2] },
          { ...blank, projectName: 'Dhoma gjumit', projectComment: 'Thirr para' },
        ],
      },
    });
  });

  it("reads form-data: single values, '' cells, and orders[i][] keys per project", () => {
    expect(projects({ projectName: 'Kuzhina', shipmentDestinationId: '3', 'orders[0]': A1 })).toEqual([{ ...blank, projectName: 'Kuzhina', shipmentDestinationId: 3, orders: [A1] }]);
    expect(projects({ projectName: ['A1', 'B2'], measureAssignee: ['', U], 'orders[1]': [A2, A1] })).toEqual([
      { ...blank, projectName: 'A1' },
      { ...blank, projectName: 'B2', measureAssignee: U, orders: [A2, A1] },
    ]);
  });

  it('counts projects by the longest list, so a project without a name is refused for it', () => {
    expect(refusal({ clientId: C, projectName: ['Kuzhina'], address: ['a', 'b'] })).toEqual({ field: 'projects.1.projectName', message: CONTACT_MSG.projectNameRequired });
    expect(refusal({ clientId: C, projectName: ['Kuzhina', '  '] })).toEqual({ field: 'projects.1.projectName', message: CONTACT_MSG.projectNameRequired });
    expect(refusal({ clientId: C, projectName: ['Kuzhina'], 'orders[1]': [A1] })).toEqual({ field: 'projects.1.projectName', message: CONTACT_MSG.projectNameRequired });
  });

  it("needs at least one project ('Ju lutem krijo projekt per kete klient') and at most MAX_PROJECTS", () => {
    expect(refusal({ clientId: C })).toEqual({ field: 'projects', message: CONTACT_MSG.createProject });
    expect(refusal({ clientId: C, projectName: [] })).toEqual({ field: 'projects', message: CONTACT_MSG.createProject });
    const many = Array.from({ length: MAX_PROJECTS }, (_, i) => `P${i}`);
    expect(refusal({ clientId: C, projectName: many })).toBeNull();
    expect(refusal({ clientId: C, projectName: [...many, 'one more'] })).toEqual({ field: 'projects', message: MSG.tooLong });
    expect(refusal({ clientId: C, projectName: ['Kuzhina'], 'orders[5000000]': [A1] })).toEqual({ field: 'projects', message: MSG.tooLong });
  });

  it('needs the client', () => {
    expect(refusal({ projectName: ['Kuzhina'] })).toEqual({ field: 'clientId', message: MSG.invalidValue });
    expect(refusal({ clientId: 'x', projectName: ['Kuzhina'] })).toEqual({ field: 'clientId', message: MSG.invalidValue });
  });

  it("takes one destination of 1, 2, 3: default 1, unchecked is 'Destinacioni i projektit eshte obligativ!'", () => {
    for (const d of [1, 2, 3]) expect(projects({ projectName: ['K'], shipmentDestinationId: [String(d)] })[0]!.shipmentDestinationId).toBe(d);
    expect(projects({ projectName: ['K', 'L'], shipmentDestinationId: [3] }).map((p) => p.shipmentDestinationId)).toEqual([3, 1]);
    expect(refusal({ clientId: C, projectName: ['K'], shipmentDestinationId: [''] })).toEqual({ field: 'projects.0.shipmentDestinationId', message: CONTACT_MSG.destinationRequired });
    expect(refusal({ clientId: C, projectName: ['K'], shipmentDestinationId: [null] })).toEqual({ field: 'projects.0.shipmentDestinationId', message: CONTACT_MSG.destinationRequired });
    expect(refusal({ clientId: C, projectName: ['K'], shipmentDestinationId: ['4'] })).toEqual({ field: 'projects.0.shipmentDestinationId', message: MSG.invalidValue });
    expect(refusal({ clientId: C, projectName: ['K'], shipmentDestinationId: ['0'] })).toEqual({ field: 'projects.0.shipmentDestinationId', message: MSG.invalidValue });
  });

  it('refuses two projects of one save under one name, case aside, with the spec\'s duplicate text', () => {
    expect(refusal({ clientId: C, projectName: ['Kuzhina', 'Dhoma', 'KUZHINA'] })).toEqual({ field: 'projects.2.projectName', message: projectExists('KUZHINA') });
    expect(projectExists('KUZHINA')).toBe('Projekti "KUZHINA" ekziston, provoni perseri!');
  });

  it('holds the field rules: 255 characters, a real date, a location that is not only letters, ids', () => {
    expect(refusal({ clientId: C, projectName: ['x'.repeat(255)] })).toBeNull();
    expect(refusal({ clientId: C, projectName: ['x'.repeat(256)] })).toEqual({ field: 'projects.0.projectName', message: MSG.tooLong });
    expect(refusal({ clientId: C, projectName: ['K'], address: ['x'.repeat(256)] })).toEqual({ field: 'projects.0.address', message: MSG.tooLong });
    expect(refusal({ clientId: C, projectName: ['K'], measureDate: ['2026-02-30'] })).toEqual({ field: 'projects.0.measureDate', message: MSG.invalidDate });
    expect(refusal({ clientId: C, projectName: ['K'], measureDate: ['10.03.2026'] })).toEqual({ field: 'projects.0.measureDate', message: MSG.invalidDate });
    expect(refusal({ clientId: C, projectName: ['K'], projectLocation: ['Prishtine'] })).toEqual({ field: 'projects.0.projectLocation', message: CONTACT_MSG.locationOnlyLetters });
    expect(refusal({ clientId: C, projectName: ['K'], measureAssignee: ['Arben'] })).toEqual({ field: 'projects.0.measureAssignee', message: MSG.invalidValue });
    expect(refusal({ clientId: C, projectName: ['K'], id: ['x'] })).toEqual({ field: 'projects.0.id', message: MSG.invalidValue });
    expect(refusal({ clientId: C, projectName: ['K'], orders: [['x']] })).toEqual({ field: 'projects.0.orders.0', message: MSG.invalidValue });
  });
});

describe('POST projects/{id} (the project modal edit)', () => {
  const stored = { ...blank, projectName: 'Kuzhina', shipmentDestinationId: 2 as const, address: 'Rruga B 12', orders: [A1] };

  it("keeps what it leaves out, clears what it sends empty ('' orders[] is none)", () => {
    expect(editedProject(stored, v.parse(projectEditBody, {}))).toEqual(stored);
    expect(editedProject(stored, v.parse(projectEditBody, { address: '', orders: '', projectName: 'Kuzhina e re' }))).toEqual({ ...stored, address: null, orders: [], projectName: 'Kuzhina e re' });
    expect(editedProject(stored, v.parse(projectEditBody, { shipmentDestinationId: '3', orders: [A2, A2] }))).toEqual({ ...stored, shipmentDestinationId: 3, orders: [A2] });
  });

  it('refuses the name and the destination sent empty, and holds the field rules', () => {
    expect(refusal({ projectName: '' }, projectEditBody)).toEqual({ field: 'projectName', message: CONTACT_MSG.projectNameRequired });
    expect(refusal({ shipmentDestinationId: '' }, projectEditBody)).toEqual({ field: 'shipmentDestinationId', message: CONTACT_MSG.destinationRequired });
    expect(refusal({ shipmentDestinationId: 5 }, projectEditBody)).toEqual({ field: 'shipmentDestinationId', message: MSG.invalidValue });
    expect(refusal({ projectLocation: 'Rruga Nena Tereze' }, projectEditBody)).toEqual({ field: 'projectLocation', message: CONTACT_MSG.locationOnlyLetters });
    expect(refusal({ projectComment: 'x'.repeat(2001) }, projectEditBody)).toEqual({ field: 'projectComment', message: MSG.tooLong });
  });
});

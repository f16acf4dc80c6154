// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newClientBody } from '../../../domain/contact/clientBody.js';
import { clientsInModuleQuery, clientStatusQuery, projectFindQuery } from '../../../domain/contact/clientQueries.js';
import { advancedSearchBody, nextModuleBody } from '../../../domain/contact/endpoints.js';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';

const errorsOf = (schema: Parameters<typeof parseWith>[0], input: unknown) => {
  const r = parseWith(schema, input);
  return r.ok ? null : r.errors;
};

describe('client modules (spec 000 §9 module ids)', () => {
  it('take 1 to 5, as numbers or text; anything else is no module', () => {
    const clientId = newId();
    expect(parseWith(nextModuleBody, { clientId, moduleId: '2' })).toEqual({ ok: true, value: { clientId, moduleId: 2 } });
    for (const moduleId of [0, 6, 2 ** 40, 1.5, 'x']) expect(errorsOf(nextModuleBody, { clientId, moduleId }), String(moduleId)).toEqual({ moduleId: MSG.invalidValue });
    expect(errorsOf(nextModuleBody, { clientId })).toEqual({ moduleId: MSG.fieldNeeded });
    expect(errorsOf(advancedSearchBody, {})).toEqual({ moduleId: MSG.fieldNeeded });
    expect(errorsOf(clientsInModuleQuery, { moduleId: '99999999999' })).toEqual({ moduleId: MSG.invalidValue });
  });

  it('ask about the first module when the status query names none', () => {
    expect(parseWith(clientStatusQuery, {})).toEqual({ ok: true, value: { statusId: 1 } });
    expect(parseWith(clientStatusQuery, { statusId: '5' })).toEqual({ ok: true, value: { statusId: 5 } });
  });
});

describe('GET project', () => {
  it('needs a project id or a name, the name trimmed', () => {
    expect(parseWith(projectFindQuery, { projectName: '  Dhoma #2 ' })).toEqual({ ok: true, value: { projectName: 'Dhoma #2' } });
    expect(errorsOf(projectFindQuery, {})).toEqual({ projectId: MSG.fieldNeeded });
    expect(errorsOf(projectFindQuery, { projectName: ' ' })).toEqual({ projectId: MSG.fieldNeeded });
    expect(errorsOf(projectFindQuery, { projectId: 'nje' })).toEqual({ projectId: MSG.invalidValue });
  });
});

describe('POST clients as form-data', () => {
  const client = { firstnameAndLastname: 'Arta', lastName: 'Berisha', city: '1' };
  const project = { id: newId(), projectName: 'Kuzhina', orders: [] };

  it('reads each project sent as JSON text (the outbox sends objects so) like one sent as an object', () => {
    const asText = parseWith(newClientBody, { ...client, projects: [JSON.stringify(project)] });
    const asObject = parseWith(newClientBody, { ...client, projects: [project] });
    expect(asText.ok).toBe(true);
    expect(asText).toEqual(asObject);
  });

  it('refuses text that is no JSON project, and a place id no integer column holds', () => {
    expect(errorsOf(newClientBody, { ...client, projects: ['{nje'] })).toEqual({ 'projects.0': MSG.invalidValue });
    expect(errorsOf(newClientBody, { ...client, city: String(2 ** 31), projects: [project] })).toEqual({ city: MSG.invalidValue });
  });
});

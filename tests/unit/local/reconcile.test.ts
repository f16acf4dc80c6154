import { describe, expect, it } from 'vitest';
import type { Change } from '../../../domain/entities.js';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { ADMIN_MSG } from '../../../domain/admin/messages.js';
import { applicableChanges, backoffDelay, errorOf, outcomeOf } from '../../../src/local/reconcile.js';
import { formDataOf } from '../../../src/local/transport.js';

/** The sync decisions as pure functions (src/local/reconcile.ts). */

describe('outcomeOf: what an answer means for an entry', () => {
  it('O4 5xx, 409, 408, 425 and 429 are "not now": retry', () => {
    for (const status of [500, 502, 503, 504, 409, 408, 425, 429]) expect(outcomeOf(status), String(status)).toBe('retry');
  });
  it('O5 401 asks for sign-in', () => {
    expect(outcomeOf(401)).toBe('signIn');
  });
  it('O6 every other 4xx is a refusal', () => {
    for (const status of [400, 403, 404, 413, 415, 422]) expect(outcomeOf(status), String(status)).toBe('rejected');
  });
  it('O2 2xx (a replay included) is done', () => {
    for (const status of [200, 201, 204]) expect(outcomeOf(status)).toBe('done');
  });
});

describe('O4 backoffDelay', () => {
  it('O4 starts at 1–2 s and doubles with jitter', () => {
    expect(backoffDelay(1, 0)).toBe(1_000);
    expect(backoffDelay(1, 1)).toBe(2_000);
    expect(backoffDelay(2, 0)).toBe(2_000);
    expect(backoffDelay(3, 0.5)).toBe(6_000);
  });
  it('O4 never waits more than 60 s', () => {
    for (const attempts of [6, 7, 20, 1000]) {
      expect(backoffDelay(attempts, 0.999)).toBeLessThanOrEqual(60_000);
      expect(backoffDelay(attempts, 0)).toBeGreaterThanOrEqual(32_000);
    }
  });
});

describe('O6 errorOf', () => {
  it("O6 keeps the server's message and field errors", () => {
    expect(errorOf(422, { message: ADMIN_MSG.unitExists, errors: { name: ADMIN_MSG.unitExists } })).toEqual({ status: 422, message: ADMIN_MSG.unitExists, errors: { name: ADMIN_MSG.unitExists } });
  });
  it('O6 gives the generic text to an answer without a message', () => {
    expect(errorOf(413, 'Payload Too Large')).toEqual({ status: 413, message: MSG.generic });
  });
});

describe('O7 applicableChanges', () => {
  const a = newId();
  const b = newId();
  const changes: Change[] = [
    { entity: 'units', id: a, op: 'put', data: { id: a, name: '1' } },
    { entity: 'units', id: b, op: 'put', data: { id: b, name: 'x' } },
    { entity: 'units', id: a, op: 'delete', data: null },
  ];
  it('O7 skips rows with entries', () => {
    expect(applicableChanges(changes, new Set([`units:${b}`]))).toEqual([changes[2]]);
  });
  it('O8 keeps the last change of a row', () => {
    expect(applicableChanges(changes, new Set())).toEqual([changes[1], changes[2]]);
  });
});

describe('O10 formDataOf', () => {
  it('O10 sends lists as name[], null as empty text, objects as JSON, and the files under their fields', async () => {
    const form = formDataOf({
      body: { name: 'Kuzhina', responsibilities: ['a', 'b'], comment: null, skipped: undefined, meta: { x: 1 }, count: 2 },
      files: [{ field: 'template', blob: new Blob(['%PDF']), name: 'a.pdf' }],
    });
    expect(form.getAll('responsibilities[]')).toEqual(['a', 'b']);
    expect(form.get('name')).toBe('Kuzhina');
    expect(form.get('comment')).toBe('');
    expect(form.has('skipped')).toBe(false);
    expect(form.get('meta')).toBe('{"x":1}');
    expect(form.get('count')).toBe('2');
    const file = form.get('template') as File;
    expect(file.name).toBe('a.pdf');
    expect(await file.text()).toBe('%PDF');
  });
});

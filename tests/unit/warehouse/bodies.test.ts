// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages.js';
import { parseWith } from '../../../domain/validation.js';
import { depositBody, depositEditBody, storeBody } from '../../../domain/warehouse/bodies.js';
import { WAREHOUSE_MSG } from '../../../domain/warehouse/messages.js';
import { permissionUsersQuery, recordsQuery } from '../../../domain/warehouse/queries.js';

const C = '00000000-0000-7000-8000-0000000000c1';
const P = '00000000-0000-7000-8000-0000000000f1';
const A = '00000000-0000-7000-8000-00000000000a';

describe('the deposit form’s body (spec 001 §7)', () => {
  it('reads form-data as JSON alike: a single value as a list, texts as numbers and flags, blanks as nothing', () => {
    const parsed = parseWith(depositBody, { clientId: C, projectId: P, productIds: A, quantity: '2,5', withoutTransport: '1', withoutInstallation: 'false', label: '  ', comment: '' });
    expect(parsed).toEqual({
      ok: true,
      value: { clientId: C, projectId: P, productIds: [A], quantity: [2.5], withoutTransport: 1, withoutInstallation: 0, label: null, comment: null, transportUsers: [], installationUsers: [] },
    });
  });

  it('takes blank, null and 0 quantities and blank product ids as lines to skip', () => {
    const parsed = parseWith(depositBody, { clientId: C, projectId: P, productIds: ['', null, A], quantity: ['', 0, null] });
    expect(parsed.ok && parsed.value).toMatchObject({ productIds: [null, null, A], quantity: [null, null, null] });
  });

  it('refuses a quantity below 1, a quantity that is no number, and a product id that is no id, naming the cell', () => {
    expect(parseWith(depositBody, { clientId: C, projectId: P, productIds: [A], quantity: ['0.5'] })).toMatchObject({ ok: false, errors: { 'quantity.0': WAREHOUSE_MSG.quantityAtLeastOne } });
    expect(parseWith(depositBody, { clientId: C, projectId: P, productIds: [A, A], quantity: [1, 'dy'] })).toMatchObject({ ok: false, errors: { 'quantity.1': MSG.invalidValue } });
    expect(parseWith(depositBody, { clientId: C, projectId: P, productIds: ['x'], quantity: [1] })).toMatchObject({ ok: false, errors: { 'productIds.0': MSG.invalidValue } });
    expect(parseWith(depositBody, { clientId: C, projectId: P, withoutTransport: 2 })).toMatchObject({ ok: false });
  });

  it('needs the client and project on create, not on edit', () => {
    expect(parseWith(depositBody, { projectId: P }).ok).toBe(false);
    expect(parseWith(depositEditBody, { comment: 'x' }).ok).toBe(true);
  });

  it('adds to the stock only a quantity of at least 1', () => {
    expect(parseWith(storeBody, { articleId: A, quantity: '3' })).toEqual({ ok: true, value: { articleId: A, quantity: 3 } });
    expect(parseWith(storeBody, { articleId: A, quantity: 0 })).toMatchObject({ ok: false, message: WAREHOUSE_MSG.quantityAtLeastOne });
  });
});

describe('the read queries', () => {
  it('turns filters on with 1 and keeps a range in order', () => {
    expect(parseWith(recordsQuery, { withoutTransportFilter: '1', withoutInstallationFilter: '' })).toMatchObject({ ok: true, value: { withoutTransportFilter: true, withoutInstallationFilter: false } });
    expect(parseWith(recordsQuery, { start: '2026-02-01', end: '2026-01-01' })).toMatchObject({ ok: false, message: MSG.dateRangeOrder });
    expect(parseWith(permissionUsersQuery, { module: 'transport' }).ok).toBe(true);
    expect(parseWith(permissionUsersQuery, { module: 'admin' }).ok).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { MSG } from '../../../domain/messages.js';
import { createTransportBody, editedFields, editTransportBody, projectEquipmentBody } from '../../../domain/transport/bodies.js';
import { createdTransportRows, editedTransportRow } from '../../../domain/transport/drafts.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import { dayInRange, transportProjectsQuery } from '../../../domain/transport/queries.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { parseWith } from '../../../domain/validation.js';

const [p1, p2, r1, e1, e2, id1, id2] = [newId(), newId(), newId(), newId(), newId(), newId(), newId()] as const;

describe('the create: the spec’s arrays, one transport per project i', () => {
  it('reads form-data cells: empty is null, texts trimmed, the first code given is the code, equipment once', () => {
    const parsed = parseWith(createTransportBody, {
      id: [id1, id2],
      projectId: [p1, p2],
      warehouseRecordId: [r1, ''],
      transportDetails: ['  Kamioni  ', ''],
      name: ['', 'Arta Gashi'],
      email: [null, 'arta@example.com'],
      phoneNumber: ['', '044 123 456'],
      acceptanceDate: ['2026-03-02 08:00:00', ''],
      arrivalDate: ['', ''],
      comment: ['', ''],
      code: ['', '17'],
      equipmentIds: [e1, e2, e1],
    });
    expect(parsed.ok && parsed.value).toEqual({
      code: '17',
      equipmentIds: [e1, e2].sort(),
      transports: [
        { id: id1, projectId: p1, warehouseRecordId: r1, transportDetails: 'Kamioni', comment: null, acceptanceDate: '2026-03-02 08:00:00', arrivalDate: null, name: null, email: null, phoneNumber: null },
        { id: id2, projectId: p2, warehouseRecordId: null, transportDetails: null, comment: null, acceptanceDate: null, arrivalDate: null, name: 'Arta Gashi', email: 'arta@example.com', phoneNumber: '044 123 456' },
      ],
    });
  });

  it('takes a single value for a one-element list and missing lists as empty; no code means a new one', () => {
    const parsed = parseWith(createTransportBody, { projectId: p1, equipmentIds: e1 });
    expect(parsed.ok && parsed.value).toMatchObject({ code: null, equipmentIds: [e1], transports: [{ id: undefined, projectId: p1, warehouseRecordId: null }] });
  });

  it("refuses no project with 'Zgjidhni projektet per transport!'", () => {
    for (const body of [{}, { projectId: [] }, { projectId: '' }]) {
      const parsed = parseWith(createTransportBody, body);
      expect(parsed.ok || parsed.errors.projectId).toBe(TRANSPORT_MSG.chooseProjects);
    }
  });

  it('refuses repeated device ids, more ids than projects, bad ids, bad timestamps, a bad email and an arrival before the start', () => {
    const refused = (body: object) => {
      const parsed = parseWith(createTransportBody, { projectId: [p1, p2], ...body });
      return parsed.ok ? null : parsed.message;
    };
    expect(refused({ id: [id1, id1] })).toBe(MSG.invalidValue);
    expect(refused({ id: [id1, id2, newId()] })).toBe(MSG.invalidValue);
    expect(refused({ warehouseRecordId: ['r1'] })).toBe(MSG.invalidValue);
    expect(refused({ acceptanceDate: ['02.03.2026 08:00'] })).toBe(MSG.invalidDate);
    expect(refused({ email: ['not-an-email'] })).toBe(MSG.invalidEmail);
    expect(refused({ acceptanceDate: ['2026-03-02 08:00:00'], arrivalDate: ['2026-03-02 07:00:00'] })).toBe(TRANSPORT_MSG.arrivalBeforeStart);
    expect(refused({ comment: ['x'.repeat(2001)] })).toBe(MSG.tooLong);
    expect(refused({})).toBeNull();
  });
});

const stored: TransportRow = {
  id: id1,
  code: '17',
  projectId: p1,
  warehouseRecordId: r1,
  transportDetails: 'Kamioni',
  comment: null,
  acceptanceDate: '2026-03-02 08:00:00',
  arrivalDate: null,
  name: null,
  email: null,
  phoneNumber: null,
  equipmentIds: [e1],
  createdAt: '2026-03-02T07:00:00.000Z',
  updatedAt: '2026-03-02T07:00:00.000Z',
};

describe('the edit by id', () => {
  it('replaces what it sends, clears what it sends empty, keeps what it leaves out', () => {
    const parsed = parseWith(editTransportBody, { arrivalDate: '2026-03-02 09:00:00', transportDetails: '', comment: ' Mberriti ' });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.value.equipmentIds).toBeUndefined();
    expect(editedFields(stored, parsed.value)).toEqual({
      projectId: p1,
      warehouseRecordId: r1,
      transportDetails: null,
      comment: 'Mberriti',
      acceptanceDate: '2026-03-02 08:00:00',
      arrivalDate: '2026-03-02 09:00:00',
      name: null,
      email: null,
      phoneNumber: null,
    });
    expect(editedTransportRow(stored, parsed.value, 'now')).toEqual({ ...stored, arrivalDate: '2026-03-02 09:00:00', transportDetails: null, comment: 'Mberriti', updatedAt: 'now' });
  });

  it('takes an equipment list, [] or one id, and refuses a bad timestamp', () => {
    const list = (x: unknown) => {
      const parsed = parseWith(editTransportBody, { equipmentIds: x });
      return parsed.ok ? parsed.value.equipmentIds : parsed.message;
    };
    expect(list([e2, e1, e2])).toEqual([e1, e2].sort());
    expect(list([])).toEqual([]);
    expect(list(e1)).toEqual([e1]);
    expect(list(['x'])).toBe(MSG.invalidValue);
    const bad = parseWith(editTransportBody, { acceptanceDate: '2026-03-02' });
    expect(bad.ok || bad.errors.acceptanceDate).toBe(MSG.invalidDate);
  });
});

describe('the rows a create writes', () => {
  it("are the parsed transports with the device's ids, the code and the equipment", () => {
    const parsed = parseWith(createTransportBody, { id: [id1], projectId: [p1], warehouseRecordId: [r1], equipmentIds: [e1] });
    if (!parsed.ok) throw new Error(parsed.message);
    expect(createdTransportRows(parsed.value, [], '', 'at')).toEqual([
      { id: id1, code: '', projectId: p1, warehouseRecordId: r1, transportDetails: null, comment: null, acceptanceDate: null, arrivalDate: null, name: null, email: null, phoneNumber: null, equipmentIds: [e1], createdAt: 'at', updatedAt: 'at' },
    ]);
    const serverMade = parseWith(createTransportBody, { projectId: [p1], equipmentIds: [] });
    if (!serverMade.ok) throw new Error(serverMade.message);
    expect(createdTransportRows(serverMade.value, [id2], '18', 'at')[0]).toMatchObject({ id: id2, code: '18' });
    expect(() => createdTransportRows(serverMade.value, [], '18', 'at')).toThrow();
  });
});

describe('reads', () => {
  it('POST transport/equipments takes projectId[] as a list or one value', () => {
    const parsed = parseWith(projectEquipmentBody, { projectId: p1 });
    expect(parsed.ok && parsed.value).toEqual({ projectId: [p1] });
  });

  it('the transport table reads status 1–3, withoutTransport 0/1 and YYYY-MM-DD bounds; empty is no filter', () => {
    expect(parseWith(transportProjectsQuery, { status: '2', withoutTransport: '1', start: '2026-03-01', end: '' })).toEqual({ ok: true, value: { status: 2, withoutTransport: 1, start: '2026-03-01', end: undefined } });
    for (const query of [{ status: '4' }, { withoutTransport: '2' }, { start: '01.03.2026' }]) expect(parseWith(transportProjectsQuery, query).ok, JSON.stringify(query)).toBe(false);
  });

  it('a day lies in an inclusive range; with a bound, nothing is no day', () => {
    expect(dayInRange('2026-03-02 23:59:59', '2026-03-02', '2026-03-02')).toBe(true);
    expect(dayInRange('2026-03-02T08:00:00.000Z', '2026-03-03', undefined)).toBe(false);
    expect(dayInRange('2026-03-02', undefined, '2026-03-01')).toBe(false);
    expect(dayInRange(null, undefined, undefined)).toBe(true);
    expect(dayInRange(null, '2026-03-01', undefined)).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { newId } from '../../../domain/ids.js';
import { TRANSPORT_MSG } from '../../../domain/transport/messages.js';
import type { TransportRow } from '../../../domain/transport/rows.js';
import { formatDuration, planTransportSave, recordDraft, type TransportDraft } from '../../../src/modules/transport/transportDraft.js';
import { parseTransportQuery, transportQueryText } from '../../../src/modules/transport/transportQuery.js';

/**
 * The transport form's save, before anything is queued (spec 001 §5
 * "Transport"): the refusals in the spec's order, one create for the new
 * records, an edit only for a stored transport that changed.
 */

const AT = '2026-11-20T08:00:00.000Z';
const EQUIPMENT = [newId(), newId()];
const project = newId();
const record = newId();

const target = { projectId: project, warehouseRecordId: record, withoutTransport: false };

function stored(change: Partial<TransportRow> = {}): TransportRow {
  return {
    id: newId(),
    code: '41',
    projectId: project,
    warehouseRecordId: record,
    transportDetails: 'Kamioni',
    comment: null,
    acceptanceDate: '2026-11-20 08:00:00',
    arrivalDate: null,
    name: null,
    email: null,
    phoneNumber: null,
    equipmentIds: EQUIPMENT,
    createdAt: AT,
    updatedAt: AT,
    ...change,
  };
}

const draft = (change: Partial<TransportDraft>): TransportDraft => ({ records: [recordDraft(target, null)], equipmentIds: EQUIPMENT, code: null, ...change });

describe('planTransportSave', () => {
  it('refuses a save without a project', () => {
    expect(planTransportSave(draft({ records: [] }), EQUIPMENT, newId)).toEqual({ ok: false, message: TRANSPORT_MSG.chooseProjects });
  });

  it('refuses a save while a required equipment is not ticked', () => {
    expect(planTransportSave(draft({ equipmentIds: [EQUIPMENT[0]!] }), EQUIPMENT, newId)).toEqual({ ok: false, message: TRANSPORT_MSG.allEquipment });
  });

  it('makes one create, with the device ids, for the new records', () => {
    const rec = { ...recordDraft(target, null), acceptanceDate: '2026-11-20 08:00:00', arrivalDate: '2026-11-20 09:30:15', transportDetails: ' Furgoni ' };
    const id = newId();
    const plan = planTransportSave(draft({ records: [rec] }), EQUIPMENT, () => id);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.edits).toEqual([]);
    expect(plan.create?.input).toMatchObject({ id: [id], projectId: [project], warehouseRecordId: [record], acceptanceDate: ['2026-11-20 08:00:00'], arrivalDate: ['2026-11-20 09:30:15'], equipmentIds: EQUIPMENT });
    expect(plan.create?.input.code).toBeUndefined();
    expect(plan.create?.parsed.transports[0]?.transportDetails).toBe('Furgoni');
  });

  it('sends the loaded code with the new projects', () => {
    const plan = planTransportSave(draft({ code: '41' }), EQUIPMENT, newId);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.create?.input.code).toEqual(['41']);
  });

  it('says there is nothing new when the stored transports are unchanged', () => {
    const row = stored();
    expect(planTransportSave(draft({ records: [recordDraft(target, row)] }), EQUIPMENT, newId)).toEqual({ ok: false, message: TRANSPORT_MSG.noNewProjects });
  });

  it('edits a stored transport that changed, by its id', () => {
    const row = stored();
    const plan = planTransportSave(draft({ records: [{ ...recordDraft(target, row), arrivalDate: '2026-11-20 10:00:00' }] }), EQUIPMENT, newId);
    if (!plan.ok) throw new Error(plan.message);
    expect(plan.create).toBeNull();
    expect(plan.edits).toHaveLength(1);
    expect(plan.edits[0]?.stored.id).toBe(row.id);
    expect(plan.edits[0]?.input.arrivalDate).toBe('2026-11-20 10:00:00');
  });

  it('refuses an edit that clears the start', () => {
    const row = stored();
    const plan = planTransportSave(draft({ records: [{ ...recordDraft(target, row), acceptanceDate: null }] }), EQUIPMENT, newId);
    expect(plan).toEqual({ ok: false, message: TRANSPORT_MSG.needsStart });
  });

  it('refuses an arrival before the start with the schema message', () => {
    const rec = { ...recordDraft(target, null), acceptanceDate: '2026-11-20 10:00:00', arrivalDate: '2026-11-20 09:00:00' };
    expect(planTransportSave(draft({ records: [rec] }), EQUIPMENT, newId)).toEqual({ ok: false, message: TRANSPORT_MSG.arrivalBeforeStart });
  });

  it('sends the responsible person only for a record the client collects', () => {
    const person = { name: 'Arta', email: 'arta@example.com', phoneNumber: '044' };
    const carried = planTransportSave(draft({ records: [{ ...recordDraft(target, null), ...person }] }), EQUIPMENT, newId);
    const collected = planTransportSave(draft({ records: [{ ...recordDraft({ ...target, withoutTransport: true }, null), ...person }] }), EQUIPMENT, newId);
    if (!carried.ok || !collected.ok) throw new Error('refused');
    expect(carried.create?.input.name).toEqual([null]);
    expect(collected.create?.input).toMatchObject({ name: ['Arta'], email: ['arta@example.com'], phoneNumber: ['044'] });
  });
});

describe('the form helpers', () => {
  it('shows a duration as H:mm:ss', () => {
    expect(formatDuration(5415)).toBe('1:30:15');
    expect(formatDuration(0)).toBe('0:00:00');
  });

  it("reads the table's query from the menu's paths", () => {
    expect(parseTransportQuery('2')).toEqual({ status: 2 });
    expect(parseTransportQuery('status=3&withoutTransport=1')).toEqual({ status: 3, withoutTransport: 1 });
    expect(parseTransportQuery('withoutTransport=0')).toEqual({ withoutTransport: 0 });
    expect(parseTransportQuery('status=9')).toEqual({});
    expect(parseTransportQuery(undefined)).toEqual({});
    expect(transportQueryText({ status: 1, withoutTransport: 0 })).toBe('status=1&withoutTransport=0');
    expect(transportQueryText({})).toBeUndefined();
  });
});

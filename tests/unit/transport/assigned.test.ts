// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { assignedRecords } from '../../../domain/transport/assigned.js';

const record = (id: string, projectId: string, transportUserIds: string[]) => ({ id, projectId, transportUserIds });
const done = (warehouseRecordId: string) => ({ warehouseRecordId, acceptanceDate: '2026-03-02 08:00:00', arrivalDate: '2026-03-02 09:00:00' });

describe("a driver's assigned records", () => {
  it('are the records naming them whose project still has a record without a complete transport', () => {
    const records = [record('r1', 'p1', ['driver']), record('r2', 'p1', []), record('r3', 'p2', ['driver']), record('r4', 'p3', ['other'])];
    // p1: r1 arrived, r2 waits → r1 stays assigned; p2: its only record arrived → done.
    expect(assignedRecords('driver', records, [done('r1'), done('r3')]).map((r) => r.id)).toEqual(['r1']);
    expect(assignedRecords('driver', records, []).map((r) => r.id)).toEqual(['r1', 'r3']);
  });

  it('keeps a record whose transport has started but not arrived', () => {
    const started = { warehouseRecordId: 'r1', acceptanceDate: '2026-03-02 08:00:00', arrivalDate: null };
    expect(assignedRecords('driver', [record('r1', 'p1', ['driver'])], [started])).toHaveLength(1);
    expect(assignedRecords('driver', [record('r1', 'p1', ['driver'])], [done('r1')])).toHaveLength(0);
  });
});

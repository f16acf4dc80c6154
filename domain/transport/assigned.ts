import { isComplete, type TransportTimes } from './rules.js';

/** What the rule reads of a warehouse record (domain/warehouse rows) and of a transport. */
export interface AssignableRecord {
  id: string;
  projectId: string;
  transportUserIds: readonly string[];
}
export type RecordTransport = TransportTimes & { warehouseRecordId: string | null };

/**
 * A driver's assigned work (issue 12 decisions): the warehouse records
 * naming them as a transport user whose project still has a record without
 * a complete transport. It only orders the list and chooses what the PWA
 * prefetches; who may read stays the module's (domain/visibility.ts).
 */
export function assignedRecords<R extends AssignableRecord>(userId: string, records: readonly R[], transports: readonly RecordTransport[]): R[] {
  const done = new Set(transports.filter((t) => t.warehouseRecordId !== null && isComplete(t)).map((t) => t.warehouseRecordId));
  const openProjects = new Set(records.filter((r) => !done.has(r.id)).map((r) => r.projectId));
  return records.filter((r) => r.transportUserIds.includes(userId) && openProjects.has(r.projectId));
}

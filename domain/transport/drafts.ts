import { editedFields, type TransportCreate, type TransportEdit } from './bodies.js';
import type { TransportRow } from './rows.js';

/**
 * The rows a create or an edit leaves, from the parsed body (bodies.ts): the
 * device writes them optimistically, the server stores the same columns, so
 * the pulled row equals the optimistic one but for the server's times and,
 * on a new code, the code itself ('' on the device until the feed brings it).
 */
export function createdTransportRows(create: TransportCreate, ids: readonly string[], code: string, at: string): TransportRow[] {
  return create.transports.map((t, i) => {
    const id = t.id ?? ids[i];
    if (id === undefined) throw new Error('a created transport needs an id');
    return { ...t, id, code, equipmentIds: create.equipmentIds, createdAt: at, updatedAt: at };
  });
}

/** The row after an edit: the fields it sends replace, what it leaves out stays; the equipment list likewise. */
export function editedTransportRow(stored: TransportRow, edit: TransportEdit, at: string): TransportRow {
  return { ...stored, ...editedFields(stored, edit), equipmentIds: edit.equipmentIds ?? stored.equipmentIds, updatedAt: at };
}

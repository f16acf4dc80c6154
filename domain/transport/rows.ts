import * as v from 'valibot';
import { nullableId, stamped, type NewRow } from '../kit/rows.js';

/**
 * Transport's row as the feed sends it (spec 001 §3 "Transport record"):
 * the transports table's columns, and the equipment recorded with it
 * (transport_equipment) as `equipmentIds`. acceptanceDate is the transport's
 * start, arrivalDate its arrival; both as sent ('YYYY-MM-DD HH:mm:ss') or an
 * ISO instant. `code` is the server's: '' on a device until the feed brings it.
 */
export const TRANSPORT_ROWS = {
  transports: v.object({
    ...stamped,
    code: v.string(),
    projectId: v.string(),
    warehouseRecordId: nullableId,
    transportDetails: v.nullable(v.string()),
    comment: v.nullable(v.string()),
    acceptanceDate: v.nullable(v.string()),
    arrivalDate: v.nullable(v.string()),
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
    phoneNumber: v.nullable(v.string()),
    equipmentIds: v.array(v.string()),
  }),
};

export type TransportRow = v.InferOutput<typeof TRANSPORT_ROWS.transports>;

/** A transport's columns as a create or an edit writes them (no id, no times, no code, no equipment). */
export type TransportFields = Omit<NewRow<TransportRow>, 'code' | 'equipmentIds'>;

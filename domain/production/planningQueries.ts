import * as v from 'valibot';
import { MSG } from '../messages.js';
import { idField, intFrom, isoDate } from '../validation.js';
import { rangeInOrder } from './boardQuery.js';

/** A filter left empty in a form arrives as `x=`: the same as no filter. */
const blankIsNone = <S extends v.GenericSchema<string, unknown>>(schema: S) =>
  v.optional(
    v.pipe(
      v.string(MSG.invalidValue),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(schema),
    ),
  );

export const optionalDepartment = blankIsNone(idField());
const optionalId = blankIsNone(idField());
const optionalDay = blankIsNone(isoDate());

// A range whose start is after its end is the spec's filter message (§5), said on the start field.

/** Product archive (spec 001 §2): department, destination, and the range the products were finished in. */
export const archivedProductsQuery = v.pipe(
  v.object({
    departmentId: optionalDepartment,
    shipmentDestinationId: v.optional(v.pipe(intFrom(), v.picklist([1, 2, 3], MSG.invalidValue))),
    start: optionalDay,
    end: optionalDay,
  }),
  v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']),
);

/** Passive products (spec 001 §2): department, and the range their planned start falls in. */
export const passiveProductsQuery = v.pipe(v.object({ departmentId: optionalDepartment, start: optionalDay, end: optionalDay }), v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']));

/** Archived processes (spec 001 §2): department, process, client, user, and the range they were completed in (default the last month). */
export const archivedProcessesQuery = v.pipe(
  v.object({ departmentId: optionalDepartment, responsibilityId: optionalId, clientId: optionalId, userId: optionalId, start: optionalDay, end: optionalDay }),
  v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']),
);

/** Returned processes (spec 001 §2): department, and the range they were sent back in (default the last month). */
export const returnedProcessesQuery = v.pipe(v.object({ departmentId: optionalDepartment, start: optionalDay, end: optionalDay }), v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']));

export type ArchivedProductsQuery = v.InferOutput<typeof archivedProductsQuery>;
export type PassiveProductsQuery = v.InferOutput<typeof passiveProductsQuery>;
export type ArchivedProcessesQuery = v.InferOutput<typeof archivedProcessesQuery>;
export type ReturnedProcessesQuery = v.InferOutput<typeof returnedProcessesQuery>;

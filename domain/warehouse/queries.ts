import * as v from 'valibot';
import { MSG } from '../messages.js';
import { ASSIGNEE_MODULES } from '../permissions.js';
import { isoDate } from '../validation.js';
import { rangeInOrder } from '../production/boardQuery.js';
export { archivedProductsQuery as stockQuery, type ArchivedProductsQuery as StockQuery } from '../production/planningQueries.js';

/** A day filter left empty in a form arrives as `x=`: no filter. */
const optionalDay = v.optional(v.pipe(v.string(MSG.invalidValue), v.transform((s) => (s === '' ? undefined : s)), v.optional(isoDate())));

/** `x=1` turns a filter on; absent, empty or 0 leaves it off. */
const filterOn = v.optional(
  v.pipe(
    v.picklist(['', '0', '1', 'true', 'false'], MSG.invalidValue),
    v.transform((x) => x === '1' || x === 'true'),
  ),
  '0',
);

/**
 * GET warehouse-records-clients and GET warehouse-records-view-all (spec 001
 * §7): the day range the records were made in, and withoutTransportFilter=1 /
 * withoutInstallationFilter=1 to list only records without transport or
 * without installation.
 */
export const recordsQuery = v.pipe(
  v.object({ start: optionalDay, end: optionalDay, withoutTransportFilter: filterOn, withoutInstallationFilter: filterOn }),
  v.forward(v.check((q) => rangeInOrder(q), MSG.dateRangeOrder), ['start']),
);
export type RecordsQuery = v.InferOutput<typeof recordsQuery>;

/** GET archive/warehouse?transportMap=1: with transportMap each archived record carries its transports with their map state and location. */
export const archiveQuery = v.object({ transportMap: filterOn, start: optionalDay, end: optionalDay });
export type ArchiveQuery = v.InferOutput<typeof archiveQuery>;

/** GET users/permission-users?module=transport|installation: the users holding the module's permission (spec 001 §6). */
export const permissionUsersQuery = v.object({ module: v.picklist(ASSIGNEE_MODULES, MSG.invalidValue) });
export type PermissionUsersQuery = v.InferOutput<typeof permissionUsersQuery>;

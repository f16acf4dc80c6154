import * as v from 'valibot';
import { searchKey } from '../production/board.js';
import { dayInRange, maybe } from '../transport/queries.js';
import { intFrom, isoDate } from '../validation.js';
import { isTransportState } from '../transport/rules.js';

/**
 * GET installations/transports[?{query}&startDate&endDate] (spec 001 §7; the
 * records screen /dashboard/installation/records/{query?}): `query` a text
 * matched in the project's and client's names and the transport code;
 * `status` 1 not started, 2 started, 3 complete (the installation's state;
 * a transport without one is 1); `withoutInstallation=1` only transports
 * with no installation; startDate and endDate (YYYY-MM-DD) bound the day of
 * the installation's start, or of the transport's start while it has none.
 */
export const installationTransportsQuery = v.object({
  query: maybe(v.pipe(v.string(), v.maxLength(100))),
  status: maybe(v.pipe(intFrom(), v.check(isTransportState))),
  withoutInstallation: maybe(v.pipe(intFrom(), v.picklist([0, 1]))),
  startDate: maybe(isoDate()),
  endDate: maybe(isoDate()),
});

export type InstallationTransportsQuery = v.InferOutput<typeof installationTransportsQuery>;

/** What the filter reads of a row: names, code, the two starts, the installation and its state. */
export interface FilterableTransport {
  code: string;
  acceptanceDate: string | null;
  project: { name: string };
  client: { clientName: string };
  installation: { installationStart: string | null } | null;
  installationState: number;
}

/** Whether a row passes the records screen's filter (the server's and the device's alike). */
export function matchesInstallationQuery(row: FilterableTransport, q: InstallationTransportsQuery): boolean {
  if (q.status !== undefined && row.installationState !== q.status) return false;
  if (q.withoutInstallation === 1 && row.installation !== null) return false;
  if (!dayInRange(row.installation?.installationStart ?? row.acceptanceDate, q.startDate, q.endDate)) return false;
  const wanted = q.query === undefined ? '' : searchKey(q.query.trim());
  return wanted === '' || searchKey(`${row.project.name} ${row.client.clientName} ${row.code}`).includes(wanted);
}

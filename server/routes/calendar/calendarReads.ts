import type { CalendarAgreement, TaskRead } from '../../../domain/calendar/endpoints.js';
import { calendarAgreementEnd } from '../../../domain/calendar/rules.js';
import { SHIPMENT_DESTINATION_NAMES } from '../../../domain/calendar/statuses.js';
import { clientName, userName } from '../../../domain/production/planningSources.js';
import type { Reader } from '../../entities/feedShape.js';

/**
 * The agreements the calendar draws (spec 000 §3 "Calendar event"): every
 * agreement of the company with a start, with its client's and project's
 * names and the project's shipment destination; its end as stored, or its
 * start + 1 day without one (§5). Dates are inclusive: the calendar view
 * makes its exclusive end (domain/calendar/rules.ts).
 */
export async function calendarAgreements(db: Reader, companyId: string): Promise<CalendarAgreement[]> {
  const rows = await db
    .selectFrom('agreements as a')
    .innerJoin('clients as c', 'c.id', 'a.clientId')
    .leftJoin('projects as p', 'p.id', 'a.projectId')
    .select(['a.id', 'a.agreementStatusId', 'a.start', 'a.end', 'c.firstnameAndLastname', 'c.lastName', 'p.projectName', 'p.shipmentDestinationId'])
    .where('a.companyId', '=', companyId)
    .where('a.start', 'is not', null)
    .orderBy('a.start')
    .orderBy('a.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    agreementStatusId: r.agreementStatusId,
    clientName: clientName(r),
    projectName: r.projectName ?? '',
    shipmentDestinationId: r.shipmentDestinationId,
    shipmentDestinationName: r.shipmentDestinationId === null ? null : (SHIPMENT_DESTINATION_NAMES[r.shipmentDestinationId] ?? null),
    start: r.start!,
    end: calendarAgreementEnd({ start: r.start!, end: r.end }),
  }));
}

/** The company's tasks (or the ids given), each with the name of the user who made it (§3 "user name"). */
export async function taskReads(db: Reader, companyId: string, ids?: readonly string[]): Promise<TaskRead[]> {
  let query = db
    .selectFrom('tasks as t')
    .leftJoin('users as u', 'u.id', 't.userId')
    .selectAll('t')
    .select(['u.firstname', 'u.lastname'])
    .where('t.companyId', '=', companyId);
  if (ids) query = query.where('t.id', 'in', ids.length > 0 ? ids : ['']);
  const rows = await query.orderBy('t.start').orderBy('t.id').execute();
  return rows.map(({ companyId: _tenant, firstname, lastname, ...task }) => ({
    ...task,
    userName: userName(firstname === null || lastname === null ? undefined : { firstname, lastname }),
  }));
}

import { calendarAgreementEnd } from '../../../domain/calendar/rules.js';
import { SHIPMENT_DESTINATION_NAMES } from '../../../domain/calendar/statuses.js';
import { clientName } from '../../../domain/production/planningSources.js';
import type { ZanatiDb } from '../../local';
import type { CalendarItem } from './calendarItems';

const present = <T,>(row: T | undefined): row is T => row !== undefined;

/**
 * The calendar's items from the device's mirror, shaped as the server's GET
 * agreements-calendar answers them (server/routes/calendar/calendarReads.ts):
 * every agreement with a start, with its client's and project's names and the
 * project's shipment destination, its end or start + 1 day; and every task.
 * One read transaction, so a pull landing midway never shows half of it.
 */
export function readCalendarItems(db: ZanatiDb): Promise<CalendarItem[]> {
  return db.transaction('r', [db.tasks, db.agreements, db.clients, db.projects], async () => {
    const [tasks, agreements] = await Promise.all([db.tasks.toArray(), db.agreements.filter((a) => a.start !== null).toArray()]);
    const [clients, projects] = await Promise.all([
      db.clients.bulkGet([...new Set(agreements.map((a) => a.clientId))]),
      db.projects.bulkGet([...new Set(agreements.flatMap((a) => (a.projectId === null ? [] : [a.projectId])))]),
    ]);
    const clientById = new Map(clients.filter(present).map((c) => [c.id, c]));
    const projectById = new Map(projects.filter(present).map((p) => [p.id, p]));
    const drawn: CalendarItem[] = agreements.flatMap((a) => {
      const client = clientById.get(a.clientId);
      // The server joins the client (inner join): an agreement whose client the device lacks is not drawn either.
      if (!client) return [];
      const project = a.projectId === null ? undefined : projectById.get(a.projectId);
      const destination = project?.shipmentDestinationId ?? null;
      return [
        {
          kind: 'agreement' as const,
          agreement: {
            id: a.id,
            agreementStatusId: a.agreementStatusId,
            clientName: clientName(client),
            projectName: project?.projectName ?? '',
            shipmentDestinationId: destination,
            shipmentDestinationName: destination === null ? null : (SHIPMENT_DESTINATION_NAMES[destination] ?? null),
            start: a.start!,
            end: calendarAgreementEnd({ start: a.start!, end: a.end }),
          },
        },
      ];
    });
    return [...drawn, ...tasks.map((task) => ({ kind: 'task' as const, task }))];
  });
}

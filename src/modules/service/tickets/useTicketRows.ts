import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useLocalDb } from '../../../local';
import { readTicketRows } from './readTickets';
import { filterTickets, type TicketFilter, type TicketListRow } from './ticketRows';

/** The mirror's tickets the filter keeps, newest first, following the mirror; undefined while the first read runs. */
export function useTicketRows(filter: TicketFilter): TicketListRow[] | undefined {
  const db = useLocalDb();
  const all = useLiveQuery(() => readTicketRows(db), [db]);
  const { registered, statusId, start, end } = filter;
  return useMemo(() => all && filterTickets(all, { registered, statusId, start, end }), [all, registered, statusId, start, end]);
}

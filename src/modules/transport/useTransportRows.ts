import { useMemo, useSyncExternalStore } from 'react';
import { useLocalDb } from '../../local';
import { liveTransportOf } from './liveTransport';
import { filterTransportRows, type TransportListFilter, type TransportListRow, type TransportSources } from './transportRows';

/** The mirror's records and transports, live from memory (LiveTransport); undefined while the first read runs. */
export function useTransportSources(): TransportSources | undefined {
  const live = liveTransportOf(useLocalDb());
  return useSyncExternalStore(live.subscribe, live.getSnapshot);
}

/** The transport rows the filter keeps, the user's assigned records first, drawn from memory; undefined while the first read runs. */
export function useTransportRows(filter: TransportListFilter): TransportListRow[] | undefined {
  const live = liveTransportOf(useLocalDb());
  const src = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const { status, withoutTransport, start, end, userId } = filter;
  return useMemo(
    () => (src ? filterTransportRows(live.rowsFor(src, userId), { status, withoutTransport, start, end }) : undefined),
    [live, src, status, withoutTransport, start, end, userId],
  );
}

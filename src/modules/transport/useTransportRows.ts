import { useMemo } from 'react';
import { useDeliverySources } from '../../app/deliveries/useDeliverySources';
import { filterTransportRows, transportRowsFor, type TransportListFilter, type TransportListRow } from './transportRows';

/** The transport rows the filter keeps, the user's assigned records first, drawn from memory; undefined while the first read runs. */
export function useTransportRows(filter: TransportListFilter): TransportListRow[] | undefined {
  const src = useDeliverySources();
  const { status, withoutTransport, start, end, userId } = filter;
  return useMemo(() => (src ? filterTransportRows(transportRowsFor(src, userId), { status, withoutTransport, start, end }) : undefined), [src, status, withoutTransport, start, end, userId]);
}

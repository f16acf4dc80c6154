import { useMemo } from 'react';
import type { TransportProjectRow } from '../../../domain/transport/answers.js';
import { TRANSPORT_ENDPOINTS } from '../../../domain/transport/endpoints.js';
import { useDeliverySources } from '../../app/deliveries/useDeliverySources';
import { useUntilUsable } from '../../app/reads/useUntilUsable';
import { filterTransportRows, serverTransportRows, transportRowsFor, type TransportListFilter, type TransportListRow } from './transportRows';

const ALL_PROJECTS = { endpoint: TRANSPORT_ENDPOINTS.projects, params: {} };
const rowsOf = (body: { data: TransportProjectRow[] }) => body.data;

/**
 * The transport rows the filter keeps, the user's assigned records first,
 * drawn from memory; undefined while the first read runs. On a new device
 * whose first sync has not brought the records yet (SYNC.md O19), the
 * server's rows of the same list (`fromServer`), so a driver sees their
 * stops at once; a stop opens once the mirror holds it (the form reads its
 * sources once, when it opens).
 */
export function useTransportRows(filter: TransportListFilter): { rows: TransportListRow[] | undefined; fromServer: boolean } {
  const src = useDeliverySources();
  const { early, served } = useUntilUsable(ALL_PROJECTS, rowsOf);
  const fromServer = early && served !== undefined;
  const { status, withoutTransport, start, end, userId } = filter;
  const all = useMemo(() => (early && served ? serverTransportRows(served, userId) : src ? transportRowsFor(src, userId) : undefined), [early, served, src, userId]);
  const rows = useMemo(() => all && filterTransportRows(all, { status, withoutTransport, start, end }), [all, status, withoutTransport, start, end]);
  return { rows, fromServer };
}

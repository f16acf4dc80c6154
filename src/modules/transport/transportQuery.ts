import { isTransportState, type TransportState } from '../../../domain/transport/rules.js';

/**
 * The table's `:query?` (spec 001 §2: "the menu uses status 1 on hold, 2
 * started, 3 complete, and withoutTransport 0 or 1"): '2' or 'status=2',
 * 'withoutTransport=1', or both joined with '&'. Anything else is no filter.
 */
export interface TransportQuery {
  status?: TransportState;
  withoutTransport?: 0 | 1;
}

export function parseTransportQuery(query: string | undefined): TransportQuery {
  if (!query) return {};
  const out: TransportQuery = {};
  for (const part of query.split('&')) {
    const [key, value] = part.includes('=') ? part.split('=', 2) : ['status', part];
    const n = Number(value);
    if (key === 'status' && isTransportState(n)) out.status = n;
    if (key === 'withoutTransport' && (n === 0 || n === 1)) out.withoutTransport = n;
  }
  return out;
}

export function transportQueryText(q: TransportQuery): string | undefined {
  const parts = [q.status !== undefined ? `status=${q.status}` : null, q.withoutTransport !== undefined ? `withoutTransport=${q.withoutTransport}` : null].filter((p) => p !== null);
  return parts.length > 0 ? parts.join('&') : undefined;
}

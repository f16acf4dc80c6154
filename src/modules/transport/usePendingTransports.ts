import { useMemo } from 'react';
import { useOutboxEntries } from '../../local';

/** The transports with a write still queued on this device (their row shows "pending" until it is sent). */
export function usePendingTransports(): ReadonlySet<string> {
  const entries = useOutboxEntries();
  return useMemo(() => new Set((entries ?? []).filter((e) => e.entity === 'transports').map((e) => e.entityId)), [entries]);
}

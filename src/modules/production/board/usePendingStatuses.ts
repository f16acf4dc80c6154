import { useMemo } from 'react';
import { useOutboxEntries } from '../../../local';

const EMPTY: ReadonlySet<string> = new Set();

/** Status rows with a change on its way to the server (pending or sending): their boxes say so. */
export function usePendingStatuses(): ReadonlySet<string> {
  const entries = useOutboxEntries();
  return useMemo(() => {
    const ids = (entries ?? []).filter((e) => e.state !== 'rejected' && (e.entity === 'processStatuses' || e.entity === 'materialStatuses')).map((e) => e.entityId);
    return ids.length === 0 ? EMPTY : new Set(ids);
  }, [entries]);
}

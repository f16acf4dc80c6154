import { usePendingIds } from '../../app/writes/usePendingIds';

/** The transports with a write still queued on this device (their row shows "pending" until it is sent). */
export const usePendingTransports = (): ReadonlySet<string> => usePendingIds('transports');

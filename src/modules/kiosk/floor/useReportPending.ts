import { useEffect } from 'react';
import { reportPending, useSyncStatus } from '../../../local';

/** The kiosk tells the server how many of its changes wait, for the admin's list of kiosks. */
export function useReportPending(): void {
  const { pending, rejected } = useSyncStatus();
  useEffect(() => reportPending(pending + rejected), [pending, rejected]);
}

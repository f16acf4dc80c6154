import { useMemo } from 'react';
import { readOwnedFileIds, usePrefetchOwnedFiles } from '../../app/files/ownedFiles';
import type { PrefetchProgress } from '../../app/files/prefetchFiles';
import type { ZanatiDb } from '../../local';
import { readAssignedRecordIds } from './readTransportList';
import { assignedIds } from './transportRows';
import { useDeliverySources } from '../../app/deliveries/useDeliverySources';

/** The files of a warehouse record a driver carries: its invoices and documents. */
const RECORD_FILES = ['warehouseRecords'] as const;

/** The invoices and documents of the warehouse records a driver carries and has not delivered, files first of the records listed first. */
export async function readDriverFileIds(db: ZanatiDb, userId: string): Promise<string[]> {
  return readOwnedFileIds(db, { ownerIds: await readAssignedRecordIds(db, userId), ownerTypes: RECORD_FILES });
}

/**
 * The driver's day (issue 12): once signed in and synced, the documents of
 * every record assigned to them come into the file cache without anyone
 * opening them (prefetchFiles: within the budget, what is held is skipped),
 * so they open on the road without signal. Follows the mirror (the records
 * held by LiveDeliveries, which the area's screens draw from too): a new
 * assignment after a sync is fetched too. Null `userId`: not a driver.
 */
export function useDriverPrefetch(userId: string | null): PrefetchProgress | null {
  const src = useDeliverySources();
  const recordKey = useMemo(() => (userId && src ? assignedIds(src, userId).join(',') : ''), [src, userId]);
  return usePrefetchOwnedFiles(recordKey, RECORD_FILES);
}

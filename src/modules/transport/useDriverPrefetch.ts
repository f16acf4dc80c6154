import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { usePrefetchFiles } from '../../app/files/usePrefetchFiles';
import type { PrefetchProgress } from '../../app/files/prefetchFiles';
import { byKeys } from '../../local/byKeys';
import { useLocalDb, type ZanatiDb } from '../../local';
import { readAssignedRecordIds } from './readTransportList';
import { assignedIds } from './transportRows';
import { useTransportSources } from './useTransportRows';

const NONE: readonly string[] = [];

/** The invoices and documents of these warehouse records, files first of the records listed first. */
async function readRecordFileIds(db: ZanatiDb, recordIds: readonly string[]): Promise<string[]> {
  if (recordIds.length === 0) return [];
  const files = await db.transaction('r', db.files, () => byKeys(db.files, 'ownerId', recordIds));
  return files.filter((f) => f.ownerType === 'warehouseRecords').map((f) => f.id);
}

/** The invoices and documents of the warehouse records a driver carries and has not delivered, files first of the records listed first. */
export async function readDriverFileIds(db: ZanatiDb, userId: string): Promise<string[]> {
  return readRecordFileIds(db, await readAssignedRecordIds(db, userId));
}

/**
 * The driver's day (issue 12): once signed in and synced, the documents of
 * every record assigned to them come into the file cache without anyone
 * opening them (prefetchFiles: within the budget, what is held is skipped),
 * so they open on the road without signal. Follows the mirror (the records
 * held by LiveTransport, which the area's screens draw from too): a new
 * assignment after a sync is fetched too. Null `userId`: not a driver.
 */
export function useDriverPrefetch(userId: string | null): PrefetchProgress | null {
  const db = useLocalDb();
  const src = useTransportSources();
  const recordKey = useMemo(() => (userId && src ? assignedIds(src, userId).join(',') : ''), [src, userId]);
  const fileIds = useLiveQuery(() => readRecordFileIds(db, recordKey === '' ? [] : recordKey.split(',')), [db, recordKey]);
  return usePrefetchFiles(fileIds ?? NONE);
}

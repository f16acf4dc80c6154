import { useLiveQuery } from 'dexie-react-hooks';
import { usePrefetchFiles } from '../../app/files/usePrefetchFiles';
import type { PrefetchProgress } from '../../app/files/prefetchFiles';
import { byKeys } from '../../local/byKeys';
import { useLocalDb, type ZanatiDb } from '../../local';
import { readAssignedRecordIds } from './readTransportList';

const NONE: readonly string[] = [];

/** The invoices and documents of the warehouse records a driver carries and has not delivered, files first of the records listed first. */
export async function readDriverFileIds(db: ZanatiDb, userId: string): Promise<string[]> {
  const recordIds = await readAssignedRecordIds(db, userId);
  if (recordIds.length === 0) return [];
  const files = await db.transaction('r', db.files, () => byKeys(db.files, 'ownerId', recordIds));
  return files.filter((f) => f.ownerType === 'warehouseRecords').map((f) => f.id);
}

/**
 * The driver's day (issue 12): once signed in and synced, the documents of
 * every record assigned to them come into the file cache without anyone
 * opening them (prefetchFiles: within the budget, what is held is skipped),
 * so they open on the road without signal. Follows the mirror: a new
 * assignment after a sync is fetched too. Null `userId`: not a driver.
 */
export function useDriverPrefetch(userId: string | null): PrefetchProgress | null {
  const db = useLocalDb();
  const fileIds = useLiveQuery(() => (userId ? readDriverFileIds(db, userId) : Promise.resolve([])), [db, userId]);
  return usePrefetchFiles(fileIds ?? NONE);
}

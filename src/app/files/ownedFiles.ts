import { useLiveQuery } from 'dexie-react-hooks';
import type { ZanatiDb } from '../../local';
import { byKeys } from '../../local/byKeys';
import { useLocalDb } from '../../local';
import type { PrefetchProgress } from './prefetchFiles';
import { usePrefetchFiles } from './usePrefetchFiles';

/** The files some rows own: the owners' ids (in the order their files should come) and the owner types that count. */
export interface FileOwners {
  ownerIds: readonly string[];
  ownerTypes: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * The ids of the files the owners own, the files of the owners listed first
 * first (a prefetch within its budget keeps the first). One get per owner id
 * (byKeys: `anyOf` over many keys is slow in Chromium); a file of another
 * owner type with the same owner id is left out.
 */
export async function readOwnedFileIds(db: ZanatiDb, owners: FileOwners): Promise<string[]> {
  if (owners.ownerIds.length === 0) return [];
  const types = new Set(owners.ownerTypes);
  const files = await db.transaction('r', db.files, () => byKeys(db.files, 'ownerId', owners.ownerIds));
  return files.filter((f) => typeof f.ownerType === 'string' && types.has(f.ownerType)).map((f) => String(f.id));
}

/**
 * Keeps the files the owners own on the device (usePrefetchFiles, within its
 * budget), following the mirror: a file synced later for one of them is
 * fetched too. The driver's invoices, the installer's measures, agreements
 * and photos. Pass a stable `ownerKey` (the ids joined) so a re-render with
 * the same owners reads nothing again.
 */
export function usePrefetchOwnedFiles(ownerKey: string, ownerTypes: readonly string[]): PrefetchProgress | null {
  const db = useLocalDb();
  const typeKey = ownerTypes.join(',');
  const fileIds = useLiveQuery(
    () => readOwnedFileIds(db, { ownerIds: ownerKey === '' ? [] : ownerKey.split(','), ownerTypes: typeKey.split(',') }),
    [db, ownerKey, typeKey],
  );
  return usePrefetchFiles(fileIds ?? NONE);
}

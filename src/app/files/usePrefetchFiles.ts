import { useEffect, useState } from 'react';
import { useLocalDb, useSyncStatus } from '../../local';
import { prefetchFiles, type PrefetchProgress } from './prefetchFiles';

/**
 * Keeps the files a screen lists on the device (prefetchFiles): run again
 * when the list changes or the network returns. The progress is for the
 * screen to show; null when nothing is being fetched.
 */
export function usePrefetchFiles(fileIds: readonly string[]): PrefetchProgress | null {
  const db = useLocalDb();
  const { online } = useSyncStatus();
  const [progress, setProgress] = useState<PrefetchProgress | null>(null);
  const key = fileIds.join(',');
  useEffect(() => {
    if (!online || key === '') return;
    const stop = new AbortController();
    void (async () => {
      const ids = key.split(',');
      const rows = await db.files.bulkGet(ids);
      const files = rows.flatMap((f, i) => (f ? [{ id: ids[i]!, size: typeof f.size === 'number' ? f.size : 0 }] : []));
      await prefetchFiles(files, (p) => setProgress(p.done < p.total ? p : null), stop.signal);
      if (!stop.signal.aborted) setProgress(null);
    })();
    return () => stop.abort();
  }, [db, key, online]);
  return progress;
}

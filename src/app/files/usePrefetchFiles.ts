import { useEffect, useState } from 'react';
import { useLocalDb, useSyncStatus } from '../../local';
import { prefetchFiles, type PrefetchProgress } from './prefetchFiles';

/**
 * The service worker stores what a prefetch fetches only once it controls the
 * page; right after the first install (a driver's first sign-in at the depot)
 * it may not yet, and a fetch before then is lost. Resolves true once it
 * controls; true at once without a worker (development, tests), false when aborted.
 */
function untilControlled(signal: AbortSignal): Promise<boolean> {
  const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!sw || !import.meta.env.PROD || sw.controller) return Promise.resolve(!signal.aborted);
  return new Promise((resolve) => {
    sw.addEventListener('controllerchange', () => resolve(!signal.aborted), { once: true });
    signal.addEventListener('abort', () => resolve(false), { once: true });
  });
}

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
      if (!(await untilControlled(stop.signal))) return;
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

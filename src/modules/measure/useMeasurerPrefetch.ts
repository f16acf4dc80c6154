import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { usePrefetchOwnedFiles } from '../../app/files/ownedFiles';
import type { PrefetchProgress } from '../../app/files/prefetchFiles';
import { useLocalDb } from '../../local';
import { loadPdfjs } from '../../ui/pdfPages';

/** The rows whose files a measurer keeps: the measurement templates (their PDFs). */
const TEMPLATE_OWNERS = ['measurementTemplates'] as const;

/**
 * A measurer's day without signal (issue 14): once signed in, the
 * measurement templates' PDFs come into the file cache (prefetchFiles:
 * within its budget, what is held skipped, following the mirror — a
 * template added later is fetched too), and pdf.js, which draws them under a
 * sketch, is loaded once so its chunk and worker are on the device (the
 * service worker precaches them with the app; this warms them where it has
 * not yet). False `measurer`: nothing is fetched.
 */
export function useMeasurerPrefetch(measurer: boolean): PrefetchProgress | null {
  const db = useLocalDb();
  const ownerKey = useLiveQuery(async () => (measurer ? (await db.measurementTemplates.orderBy('nameOfFile').primaryKeys()).join(',') : ''), [db, measurer]);
  useEffect(() => {
    // Offline before it was ever fetched: the next visit tries again. Without workers (no browser) pdf.js draws nothing here.
    if (measurer && typeof Worker === 'function') void loadPdfjs().catch(() => undefined);
  }, [measurer]);
  return usePrefetchOwnedFiles(ownerKey ?? '', TEMPLATE_OWNERS);
}

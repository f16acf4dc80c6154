import { FILE_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { pathOf } from '../../../domain/kit/endpoint.js';
import { apiFetch } from '../../local';
import { cachedFile } from './openStoredFile';

/**
 * How much a screen may store ahead for offline use, per screen: VITE_FILE_PREFETCH_MB
 * at build, else 200 MB. The file cache keeps 300 files (sw/sw.ts), so at most
 * PREFETCH_MAX_FILES are fetched ahead, leaving room for what users open.
 */
export const PREFETCH_BUDGET_BYTES = Number(import.meta.env.VITE_FILE_PREFETCH_MB ?? 200) * 1024 * 1024;
export const PREFETCH_MAX_FILES = 200;

export interface PrefetchProgress {
  done: number;
  total: number;
}

/**
 * Brings files into the device's file cache before anyone opens them (the
 * service worker keeps every GET files/{id} it serves): in the order given,
 * within the budget, skipping what the device already holds, two at a time.
 * Stops quietly when offline or aborted; what it got stays.
 */
export async function prefetchFiles(files: readonly { id: string; size: number }[], onProgress: (p: PrefetchProgress) => void, signal: AbortSignal): Promise<void> {
  const wanted: string[] = [];
  let bytes = 0;
  for (const f of files) {
    if (wanted.length >= PREFETCH_MAX_FILES || bytes + f.size > PREFETCH_BUDGET_BYTES) break;
    bytes += f.size;
    wanted.push(f.id);
  }
  const missing: string[] = [];
  for (const id of wanted) if (!(await cachedFile(id))) missing.push(id);
  let done = 0;
  onProgress({ done, total: missing.length });
  const queue = [...missing];
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined && !signal.aborted; id = queue.shift()) {
      const res = await apiFetch(pathOf(FILE_ENDPOINTS.download, { id }), { method: 'GET', headers: {}, signal }).catch(() => null);
      if (!res) return;
      // Read to the end: the service worker stores the answer as it passes.
      await res.arrayBuffer().catch(() => undefined);
      onProgress({ done: ++done, total: missing.length });
    }
  };
  await Promise.all([worker(), worker()]);
}

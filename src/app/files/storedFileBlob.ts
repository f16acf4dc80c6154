import { useEffect, useState } from 'react';
import { FILE_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { pathOf } from '../../../domain/kit/endpoint.js';
import { apiFetch } from '../../local';
import { cachedFile } from './openStoredFile';

/**
 * A stored file's bytes (a photo to show, a signature to put in a PDF): the
 * device's copy when it holds one — so it works without signal — else
 * fetched (which the service worker keeps for next time). Null when neither
 * is possible.
 */
export async function storedFileBlob(fileId: string, signal: AbortSignal = new AbortController().signal): Promise<Blob | null> {
  const kept = await cachedFile(fileId).catch(() => null);
  if (kept) return kept;
  try {
    const res = await apiFetch(pathOf(FILE_ENDPOINTS.download, { id: fileId }), { method: 'GET', headers: {}, signal });
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

/** storedFileBlob as a screen reads it: undefined while it loads, null when it cannot be had. */
export function useStoredFileBlob(fileId: string): Blob | null | undefined {
  const [state, setState] = useState<{ id: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    const stop = new AbortController();
    void storedFileBlob(fileId, stop.signal).then((blob) => {
      if (!stop.signal.aborted) setState({ id: fileId, blob });
    });
    return () => stop.abort();
  }, [fileId]);
  return state?.id === fileId ? state.blob : undefined;
}

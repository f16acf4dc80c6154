import { FILE_ENDPOINTS } from '../../../domain/files/endpoints.js';
import { pathOf } from '../../../domain/kit/endpoint.js';
import { api, apiUrl } from '../../local';
import { FILES_CACHE } from '../../../sw/routes.js';

/** The file as the device keeps it (the service worker's file cache, keyed by path), or null. */
export async function cachedFile(fileId: string): Promise<Blob | null> {
  if (typeof caches === 'undefined') return null;
  const cache = await caches.open(FILES_CACHE);
  const hit = await cache.match(new URL(apiUrl(pathOf(FILE_ENDPOINTS.download, { id: fileId })), location.origin).href);
  return hit ? hit.blob() : null;
}

/**
 * Opens a stored file (a drawing, a photo, a PDF) in a new tab: from the
 * device when it holds it — so it opens without signal — else through a
 * signed link. The tab is opened at once, in the click, so no pop-up blocker
 * stops it; the file arrives in it. False: neither here nor reachable.
 */
export async function openStoredFile(fileId: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  try {
    const blob = await cachedFile(fileId);
    if (blob) {
      if (tab) tab.location.href = URL.createObjectURL(blob);
      return true;
    }
    const { url } = await api.get(pathOf(FILE_ENDPOINTS.signedUrl, { id: fileId }), { searchParams: { inline: '1' } }).json<{ url: string }>();
    if (tab) tab.location.href = url;
    return true;
  } catch {
    tab?.close();
    return false;
  }
}

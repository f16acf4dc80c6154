import { FILES_CACHE } from '../../sw/routes.js';
import type { ZanatiDb } from './db.js';
import { readMeta, writeMeta } from './meta.js';

/** The file id of a cached download (GET files/{id}), or null for anything else the cache holds. */
const cachedFileId = (href: string): string | null => /\/files\/([0-9a-f-]{36})$/.exec(new URL(href).pathname)?.[1] ?? null;

/**
 * Files the mirror no longer holds leave the service worker's file cache too
 * (issue 34): after a narrower scope (a role taken away, a release that gives
 * a role fewer entities) or the window's trim, a drawing or a signature the
 * user may no longer read must not stay openable on the device. Runs only at
 * the feed's head, when the mirror's `files` are whole again; returns how many
 * files left. The cache is per origin, so on a device shared by several users
 * each one's run keeps only what its own mirror holds — what the next user
 * needs comes back with their prefetch.
 */
export async function forgetUnheldFiles(db: ZanatiDb): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  const cache = await caches.open(FILES_CACHE);
  const cached = (await cache.keys()).flatMap((request) => {
    const id = cachedFileId(request.url);
    return id === null ? [] : [{ request, id }];
  });
  const held = await db.files.bulkGet(cached.map((c) => c.id));
  const gone = cached.filter((_c, i) => held[i] === undefined);
  await Promise.all(gone.map((c) => cache.delete(c.request)));
  return gone.length;
}

/** At the feed's head: forgets the files the mirror no longer holds when a scope change or the window's trim asked for it. */
export async function forgetFilesIfAsked(db: ZanatiDb, trimmed: number): Promise<void> {
  if (trimmed === 0 && !(await readMeta(db, 'forgetFiles'))) return;
  await forgetUnheldFiles(db);
  await db.meta.delete('forgetFiles');
}

export const askToForgetFiles = (db: ZanatiDb) => writeMeta(db, 'forgetFiles', true);

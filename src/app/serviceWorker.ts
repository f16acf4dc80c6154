import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';

/**
 * Registers the service worker (sw/sw.ts, built to /sw.js) and tracks whether a
 * new version is waiting. The new worker takes over only when the user says so:
 * swapping code under an open form could lose what they are typing.
 */
let workbox: Workbox | null = null;
let updateReady = false;
const listeners = new Set<() => void>();

function setUpdateReady(ready: boolean): void {
  updateReady = ready;
  for (const listener of listeners) listener();
}

/** Once per page; not in development, where Vite serves modules the worker would cache. */
export function registerServiceWorker(): void {
  if (workbox || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => setUpdateReady(true));
  void workbox.register();
}

/** Asks the waiting worker to take over and reloads once it controls the page. */
function applyUpdate(): void {
  if (!workbox) return;
  workbox.addEventListener('controlling', () => window.location.reload());
  workbox.messageSkipWaiting();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServiceWorkerUpdate(): { updateReady: boolean; applyUpdate: () => void } {
  const ready = useSyncExternalStore(subscribe, () => updateReady);
  return { updateReady: ready, applyUpdate };
}

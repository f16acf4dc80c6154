import { Suspense, type ReactNode } from 'react';
import { LoadingState } from './LoadingState';

/**
 * Waits for Leaflet's lazy chunk (fetched the first time a map is shown, then
 * precached by the service worker) in a box of the map's size, so what
 * follows the map does not move when it arrives.
 */
export function MapSuspense({ className, children }: { className: string | undefined; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={`rounded-md border border-slate-300 ${className ?? 'h-80'}`}>
          <LoadingState />
        </div>
      }
    >
      {children}
    </Suspense>
  );
}

import { useSyncExternalStore } from 'react';

/** Spec 000 §2/§9: tables show fewer columns at 500 px wide or narrower. */
export const MOBILE_MAX_WIDTH = 500;

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

// innerWidth is the width CSS media queries test (scrollbar included), so this agrees with `max-width: 500px`.
const isNarrow = (): boolean => window.innerWidth <= MOBILE_MAX_WIDTH;

/** True while the window is at most 500 px wide. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}

import { useSyncExternalStore } from 'react';
import { SLIDE_BREAKPOINTS } from './slider';

function subscribe(onChange: () => void): () => void {
  const lists = SLIDE_BREAKPOINTS.map((b) => window.matchMedia(b.query));
  for (const list of lists) list.addEventListener('change', onChange);
  return () => {
    for (const list of lists) list.removeEventListener('change', onChange);
  };
}

// The same media queries as the grid's sm: and lg: columns, so the count paged equals the count drawn.
const perView = (): number => SLIDE_BREAKPOINTS.find((b) => window.matchMedia(b.query).matches)?.perView ?? 1;

/** How many slides fit side by side in this window: 1, 2 or 4. */
export function useSlidesPerView(): number {
  return useSyncExternalStore(subscribe, perView, () => 1);
}
